import type { ReactNode } from 'react';

// The call's icons, drawn inline so they look the same everywhere. Decorative: the text beside
// them (visible or visually hidden) carries the meaning.

interface IconProps {
  off: boolean;
}

/** A line icon on a 24-unit grid, 18 px, in the text's colour. */
function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function MicrophoneIcon({ off }: IconProps) {
  return (
    <LineIcon>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
      {off ? <path d="M4 4l16 16" /> : null}
    </LineIcon>
  );
}

export function CameraIcon({ off }: IconProps) {
  return (
    <LineIcon>
      <rect x="3" y="7" width="12" height="10" rx="2" />
      <path d="M15 11l6-3v8l-6-3z" />
      {off ? <path d="M3 4l18 16" /> : null}
    </LineIcon>
  );
}

/** A telephone handset put down: leaving the call. */
export function HangUpIcon() {
  return (
    <LineIcon>
      <path d="M3 14.5c5-5 13-5 18 0l-2.5 2.5-3.5-2v-2.5a10 10 0 0 0-6 0V15l-3.5 2z" />
    </LineIcon>
  );
}
