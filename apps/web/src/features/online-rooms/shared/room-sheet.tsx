import { Trans } from '@lingui/react/macro';
import { type ReactNode, type RefObject, useEffect, useEffectEvent, useId, useRef } from 'react';
import { focusableWithin } from '../../../components/use-focus-trap';
import { useSheetSwipe } from './use-sheet-swipe';
import '../../../components/pill-button/pill-button.css';
import './room-sheet.css';

/** Tab and Shift+Tab go round the sheet's controls, and back in from wherever focus fell. */
function keepTabInside(sheet: HTMLElement, event: KeyboardEvent) {
  const items = focusableWithin(sheet);
  const first = items[0] ?? sheet;
  const last = items.at(-1) ?? sheet;
  const current = document.activeElement;
  const outside = !sheet.contains(current);
  if (event.shiftKey && (outside || current === first || current === sheet)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || current === last)) {
    event.preventDefault();
    first.focus();
  }
}

interface RoomSheetProps {
  id: string;
  title: string;
  /** A sheet over the screen (a phone), or a section in place (a wide screen, where it is always shown). */
  asSheet: boolean;
  open: boolean;
  /** The control that opens the sheet: focus goes back to it when the sheet closes. */
  opener: RefObject<HTMLElement | null>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The invite or room tools. On a phone, a modal sheet from the bottom of the screen: focus moves
 * in and stays in, and Escape, Close, a tap beside it or a downward swipe on its header close it,
 * giving focus back to its control. On a wide screen, the same content as a section in place, so
 * nothing is a tap away there. Switching between the two keeps the content mounted (the call and
 * forms inside keep their state).
 */
export function RoomSheet({ id, title, asSheet, open, opener, onClose, children }: RoomSheetProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const modal = asSheet && open;
  const swipe = useSheetSwipe(panel, onClose);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    const element = panel.current;
    const control = opener.current;
    if (!modal || !element) return undefined;
    (focusableWithin(element)[0] ?? element).focus();

    // On the document, so the keys work when focus has fallen out of the sheet (a row removed
    // under it); a dialog opened from inside the sheet (the QR code full screen) handles its own.
    function onKeyDown(event: KeyboardEvent) {
      if (!element) return;
      const target = event.target instanceof Element ? event.target : null;
      const dialog = target?.closest('[role="dialog"]') ?? null;
      if (dialog !== null && dialog !== element) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (event.key === 'Tab') {
        keepTabInside(element, event);
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (control?.isConnected) control.focus();
    };
  }, [modal, opener]);

  return (
    <div className={`room-sheet${asSheet ? ' room-sheet--sheet' : ''}`} hidden={asSheet && !open}>
      {/* Pointer-only convenience; keyboard users close with Escape or Close. */}
      {asSheet ? <div className="room-sheet__backdrop" aria-hidden="true" onClick={onClose} /> : null}
      <div
        ref={panel}
        id={id}
        className={`room-sheet__panel${asSheet ? '' : ' rooms-card'}`}
        role={asSheet ? 'dialog' : 'region'}
        aria-modal={asSheet ? true : undefined}
        aria-labelledby={titleId}
        tabIndex={asSheet ? -1 : undefined}
      >
        <div className="room-sheet__head" {...(asSheet ? swipe : {})}>
          {asSheet ? <span className="room-sheet__handle" aria-hidden="true" /> : null}
          <h2 id={titleId} className="room-sheet__title">
            {title}
          </h2>
          {asSheet ? (
            <button type="button" className="pill-button room-sheet__close" onClick={onClose}>
              <Trans>Close</Trans>
            </button>
          ) : null}
        </div>
        <div className="room-sheet__body">{children}</div>
      </div>
    </div>
  );
}
