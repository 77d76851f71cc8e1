// Inline SVG icons (decorative): they render the same on every device, unlike emoji fonts.

interface IconProps {
  className?: string;
  size?: number;
}

/** The computer player. */
export function RobotIcon({ className, size = 28 }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
      <line x1="16" y1="3" x2="16" y2="8" stroke="#4c1d95" strokeWidth="2" strokeLinecap="round" />
      <circle cx="16" cy="3.5" r="2" fill="#be185d" />
      <rect x="5" y="8" width="22" height="18" rx="6" fill="#7c3aed" />
      <rect x="2" y="14" width="3" height="7" rx="1.5" fill="#4c1d95" />
      <rect x="27" y="14" width="3" height="7" rx="1.5" fill="#4c1d95" />
      <circle cx="11.5" cy="16" r="2.6" fill="#fde047" />
      <circle cx="20.5" cy="16" r="2.6" fill="#fde047" />
      <rect x="11" y="21" width="10" height="2" rx="1" fill="#f5f3ff" />
    </svg>
  );
}

/** The player. */
export function PlayerIcon({ className, size = 28 }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="13" fill="#f472b6" />
      <circle cx="11.5" cy="13.5" r="2" fill="#4c1d95" />
      <circle cx="20.5" cy="13.5" r="2" fill="#4c1d95" />
      <path d="M10.5 19.5 Q16 24.5 21.5 19.5" fill="none" stroke="#4c1d95" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}
