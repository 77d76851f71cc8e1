/** The Queen's crown as an inline SVG: it looks the same on every device, unlike emoji fonts. */
export function CrownIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 52" width="64" height="52" aria-hidden="true" focusable="false">
      <path
        d="M6 16 L18 30 L32 8 L46 30 L58 16 L53 44 H11 Z"
        fill="#facc15"
        stroke="#a16207"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <rect x="10" y="42" width="44" height="7" rx="3" fill="#eab308" stroke="#a16207" strokeWidth="3" />
      <circle cx="6" cy="15" r="4" fill="#be185d" />
      <circle cx="32" cy="7" r="4.5" fill="#be185d" />
      <circle cx="58" cy="15" r="4" fill="#be185d" />
      <circle cx="32" cy="32" r="4" fill="#7c3aed" />
    </svg>
  );
}
