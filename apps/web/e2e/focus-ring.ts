import type { Page } from 'playwright-core';
import { installColourTools } from './in-page-colours';

/** The longest a focus ring's own transition is waited for before it is measured. */
const SETTLE_MS = 1_000;

/** How far up from the focused element a ring drawn with :focus-within is looked for. */
const MAX_RING_DEPTH = 3;

/** What the focused element shows, measured in the page. */
export interface FocusRing {
  /** A short description of the focused element, for failure messages. */
  element: string;
  /** The outline's width, or the spread of a box-shadow ring, in CSS pixels. */
  width: number;
  /** The lowest contrast of the ring's colour against the backgrounds right next to it. */
  contrast: number;
}

/**
 * Measures the focus indicator of `document.activeElement`: its outline (or, failing that, a
 * box-shadow ring) and the lowest contrast of that colour against the backgrounds next to the
 * ring. An outline drawn outside the element (offset 0 or more) sits on the parent's background,
 * one drawn inside on the element's own, a shadow ring on the parent's. Translucent backgrounds
 * are blended over what is behind them, up to the page. A ring a close ancestor draws while it
 * holds focus within counts too. Returns null when nothing has focus.
 */
export async function measureFocusRing(page: Page): Promise<FocusRing | null> {
  await installColourTools(page);
  return page.evaluate(
    async ([settleMs, maxDepth]) => {
      const focused = document.activeElement;
      const tools = window.__colourTools;
      if (!tools) throw new Error('Colour tools missing');
      if (!focused || focused === document.body || focused === document.documentElement) return null;

      // The ring may be transitioning in (under reduced motion every property eases for 1 ms):
      // measure the state it settles in, not a frame on the way. Endless animations are left be.
      const settling = document
        .getAnimations()
        .filter((animation) => {
          const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
          return (
            target?.contains(focused) === true && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime))
          );
        })
        .map((animation) => animation.finished.catch(() => undefined));
      await Promise.race([Promise.all(settling), new Promise((resolve) => setTimeout(resolve, settleMs))]);

      // The ring an element draws itself, if any.
      function ringOf(element: Element): { width: number; contrast: number } | null {
        if (!tools) return null;
        const style = getComputedStyle(element);
        const outlineWidth = style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth);
        if (outlineWidth > 0) {
          const outside = parseFloat(style.outlineOffset) >= 0;
          const backgrounds = tools.backgroundsBehind(outside ? element.parentElement : element);
          return { width: outlineWidth, contrast: tools.contrast(tools.rgba(style.outlineColor), backgrounds) };
        }
        // A ring drawn as a solid box-shadow: "<color> <x> <y> <blur> <spread>", the spread being the ring.
        const shadow =
          /^(rgba?\([^)]*\)|#[0-9a-f]+|[a-z]+)\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+([\d.]+)px\s+([\d.]+)px/i.exec(
            style.boxShadow,
          );
        if (shadow && !/inset/.test(style.boxShadow) && Number(shadow[5]) > 0) {
          return {
            width: Number(shadow[5]),
            contrast: tools.contrast(tools.rgba(shadow[1] ?? ''), tools.backgroundsBehind(element.parentElement)),
          };
        }
        return null;
      }

      const element = tools.describe(focused);
      // A card whose whole link is focused may draw the ring around the card (:focus-within).
      for (
        let node: Element | null = focused, depth = 0;
        node && depth <= maxDepth;
        node = node.parentElement, depth += 1
      ) {
        const ring = ringOf(node);
        if (ring) return { element, ...ring };
      }
      return { element, width: 0, contrast: 1 };
    },
    [SETTLE_MS, MAX_RING_DEPTH] as const,
  );
}
