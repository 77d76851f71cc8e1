import { type PointerEvent, type RefObject, useRef } from 'react';

/** How far down (px) a drag must go to close the sheet, at most: a quarter of a short sheet is enough. */
const CLOSING_DRAG_PX = 96;
/** A quick flick closes from a shorter drag: this far (px) within FLICK_MS. */
const FLICK_PX = 32;
const FLICK_MS = 250;

interface Drag {
  readonly pointer: number;
  readonly startY: number;
  readonly startTime: number;
  distance: number;
}

/** Whether a drag down of `distance` px lasting `duration` ms, on a sheet `height` px tall, closes it. */
export function dragCloses(distance: number, duration: number, height: number): boolean {
  if (distance >= Math.min(CLOSING_DRAG_PX, height / 4)) return true;
  return distance >= FLICK_PX && duration <= FLICK_MS;
}

/**
 * A downward drag on a sheet's header (a finger, a pen or a mouse) moves the sheet with it and
 * closes it once far enough; a shorter one lets it settle back. The sheet moves only while
 * dragged: at rest it has no `translate`, which would make it the frame of the fixed dialogs it
 * opens (the QR code full screen).
 */
export function useSheetSwipe(panel: RefObject<HTMLElement | null>, onClose: () => void) {
  const drag = useRef<Drag | null>(null);

  function settle() {
    const element = panel.current;
    drag.current = null;
    if (!element) return;
    delete element.dataset.dragging;
    element.style.removeProperty('translate');
  }

  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (!event.isPrimary || event.button !== 0) return;
      // The header's Close button is pressed, not dragged.
      if (event.target instanceof Element && event.target.closest('button')) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      drag.current = { pointer: event.pointerId, startY: event.clientY, startTime: event.timeStamp, distance: 0 };
      if (panel.current) panel.current.dataset.dragging = 'true';
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const current = drag.current;
      if (!current || current.pointer !== event.pointerId) return;
      current.distance = Math.max(0, event.clientY - current.startY);
      panel.current?.style.setProperty('translate', `0 ${current.distance}px`);
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const current = drag.current;
      if (!current || current.pointer !== event.pointerId) return;
      const closes = dragCloses(
        current.distance,
        event.timeStamp - current.startTime,
        panel.current?.offsetHeight ?? 0,
      );
      settle();
      if (closes) onClose();
    },
    onPointerCancel: settle,
  };
}
