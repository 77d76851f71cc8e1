// Inline SVG icons: they render the same on every device, unlike emoji fonts.
// All are decorative (aria-hidden); the control around them carries the name.

interface IconProps {
  className?: string;
}

export function DiceIcon({ className }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
      <rect x="4" y="4" width="24" height="24" rx="6" fill="#fde047" transform="rotate(-10 16 16)" />
      <g fill="#4c1d95" transform="rotate(-10 16 16)">
        <circle cx="10.5" cy="10.5" r="2.3" />
        <circle cx="16" cy="16" r="2.3" />
        <circle cx="21.5" cy="21.5" r="2.3" />
      </g>
    </svg>
  );
}

export function SpeakerIcon({ muted, className }: IconProps & { muted: boolean }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {muted ? <path d="M17 9l5 6M22 9l-5 6" /> : <path d="M16.5 8.5a5 5 0 0 1 0 7M19.5 5.5a9 9 0 0 1 0 13" />}
    </svg>
  );
}
