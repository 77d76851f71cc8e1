import { type ReactNode, useCallback, useRef, useState } from 'react';
import { isAdultConfirmed, rememberAdultConfirmation } from './adult-confirmation';
import { AgeGateDialog } from './age-gate-dialog';

export interface AgeGate {
  /**
   * Runs `proceed` at once when adult content was confirmed this session, otherwise asks
   * first and runs it only on Confirm. On Cancel nothing happens: the previous choice stays.
   */
  requireAdult: (proceed: () => void) => void;
  /** Render this once in the screen; it is the dialog while a question is open. */
  dialog: ReactNode;
}

export function useAgeGate(): AgeGate {
  const [asking, setAsking] = useState(false);
  const pending = useRef<(() => void) | null>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const requireAdult = useCallback((proceed: () => void) => {
    if (isAdultConfirmed()) {
      proceed();
      return;
    }
    pending.current = proceed;
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setAsking(true);
  }, []);

  const close = (confirmed: boolean) => {
    const proceed = pending.current;
    pending.current = null;
    setAsking(false);
    if (confirmed) {
      rememberAdultConfirmation();
      proceed?.();
    }
    returnFocusTo.current?.focus();
  };

  return {
    requireAdult,
    dialog: asking ? <AgeGateDialog onConfirm={() => close(true)} onCancel={() => close(false)} /> : null,
  };
}
