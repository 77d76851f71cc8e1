import { type RefObject, useEffect } from 'react';

/** True when the focused control just disappeared or was disabled (focus fell back to the page). */
function focusWasLost(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  return active instanceof HTMLButtonElement && active.disabled;
}

/**
 * When `step` changes and the control the player used is gone (Start Game, a cup, Truth, Next
 * Player...), moves focus to `target` so keyboard and screen-reader players carry on from the
 * new step. Focus the player placed elsewhere is left alone.
 */
export function useFocusRescue(step: string, target: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (focusWasLost()) target.current?.focus();
  }, [step, target]);
}
