import { type RefObject, useLayoutEffect } from 'react';

/** The custom property the room screen's height is read from (room-screen.css). */
export const FIT_HEIGHT_PROPERTY = '--room-fit-height';

/**
 * The height of the screen left below the element's top, as the page stands scrolled to the top:
 * the visible part of the layout, which shrinks when an on-screen keyboard opens, but not when
 * the player zooms in.
 */
export function heightBelow(top: number, view: { innerHeight: number; visual?: { height: number; scale: number } }) {
  const visible = view.visual ? Math.min(view.innerHeight, view.visual.height * view.visual.scale) : view.innerHeight;
  return Math.max(0, Math.floor(visible - top));
}

/**
 * Keeps FIT_HEIGHT_PROPERTY on `ref`'s element at the height from its top to the bottom of the
 * visible screen, so the room fits without scrolling the page, and follows the window, the header
 * above and the on-screen keyboard.
 */
export function useFitToViewport(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const top = element.getBoundingClientRect().top + window.scrollY;
      const visual = window.visualViewport;
      const value = `${heightBelow(top, { innerHeight: window.innerHeight, visual: visual ?? undefined })}px`;
      if (element.style.getPropertyValue(FIT_HEIGHT_PROPERTY) !== value)
        element.style.setProperty(FIT_HEIGHT_PROPERTY, value);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('resize', schedule);
    window.visualViewport?.addEventListener('resize', schedule);
    // What sits above the room (the header, a notice) can change height without the window changing.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(schedule) : null;
    observer?.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', schedule);
      window.visualViewport?.removeEventListener('resize', schedule);
      observer?.disconnect();
    };
  }, [ref]);
}
