import { useLingui } from '@lingui/react/macro';
import type { WheelSlice } from '@truth-or-dare/spinner-engine';
import { useEffect, useId, useRef } from 'react';

interface ChallengeListProps {
  /** 'Challenges (n/10)'. */
  heading: string;
  slices: readonly WheelSlice[];
  disabled: boolean;
  onRemove: (index: number) => void;
}

/** Every challenge in full (the wheel may shorten it), in its slice colour, with a remove button. */
export function ChallengeList({ heading, slices, disabled, onRemove }: ChallengeListProps) {
  const headingId = useId();
  const { t } = useLingui();
  const listRef = useRef<HTMLUListElement>(null);
  const focusAfterRemove = useRef<number | null>(null);

  // A removed item takes its focused button with it: hand focus to the button now in its place.
  useEffect(() => {
    const index = focusAfterRemove.current;
    focusAfterRemove.current = null;
    if (index === null || (document.activeElement !== null && document.activeElement !== document.body)) return;
    const buttons = listRef.current?.querySelectorAll('button');
    if (buttons && buttons.length > 0) buttons[Math.min(index, buttons.length - 1)]?.focus();
  }, [slices]);

  const remove = (index: number) => {
    focusAfterRemove.current = index;
    onRemove(index);
  };

  return (
    <div className="challenge-list">
      <h3 id={headingId} className="challenge-list__heading">
        {heading}
      </h3>
      <ul ref={listRef} className="challenge-list__items" aria-labelledby={headingId}>
        {slices.map(({ label, colour, index }) => (
          <li key={label} className="challenge-list__item">
            <span className="challenge-list__swatch" style={{ background: colour }} aria-hidden="true" />
            <span className="challenge-list__text">{label}</span>
            <button
              type="button"
              className="challenge-list__remove"
              aria-label={t({ message: `Remove ${label}`, comment: 'Button that takes a challenge off the wheel.' })}
              disabled={disabled}
              onClick={() => remove(index)}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
