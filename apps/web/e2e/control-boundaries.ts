import type { Page } from 'playwright-core';
import { installColourTools } from './in-page-colours';

/** WCAG 2.2, 1.4.11: what identifies a control must stand 3:1 against what is next to it. */
const MIN_BOUNDARY_CONTRAST = 3;

/**
 * The visible, enabled text fields, selects and text areas whose edge cannot be told from the
 * background around them: neither their border nor their own fill reaches 3:1 against the
 * parent's background. Returns one line per such control (none when all is well).
 */
export async function findFaintControlBoundaries(page: Page): Promise<string[]> {
  await installColourTools(page);
  return page.evaluate((minContrast) => {
    const tools = window.__colourTools;
    if (!tools) throw new Error('Colour tools missing');
    const controls = document.querySelectorAll<HTMLElement>(
      'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)',
    );
    const faint: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
      const around = tools.backgroundsBehind(control.parentElement);
      const borderWidth = style.borderBottomStyle === 'none' ? 0 : parseFloat(style.borderBottomWidth);
      const border = borderWidth >= 1 ? tools.contrast(tools.rgba(style.borderBottomColor), around) : 1;
      const fill = tools.contrast(tools.rgba(style.backgroundColor), around);
      if (Math.max(border, fill) < minContrast) {
        faint.push(`${tools.describe(control)}: border ${border.toFixed(2)}:1, fill ${fill.toFixed(2)}:1`);
      }
    }
    return faint;
  }, MIN_BOUNDARY_CONTRAST);
}
