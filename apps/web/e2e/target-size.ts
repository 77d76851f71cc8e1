import type { Locator } from 'playwright-core';

/** The smallest touch target the site gives a control, in CSS pixels (WCAG 2.5.5). */
export const MIN_TARGET_PX = 44;

/**
 * A control's width and height in CSS pixels, to a hundredth: layout in fractional pixels can
 * measure a 44 px box as 43.99999, which is not a smaller target.
 */
export async function targetSize(control: Locator): Promise<{ width: number; height: number }> {
  const box = await control.boundingBox();
  const round = (pixels: number | undefined) => Math.round((pixels ?? 0) * 100) / 100;
  return { width: round(box?.width), height: round(box?.height) };
}
