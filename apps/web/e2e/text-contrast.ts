import type { Page } from 'playwright-core';
import { installColourTools } from './in-page-colours';

/**
 * Text that falls short of WCAG 2.2 AA contrast (4.5:1, or 3:1 for large text: 24 px, or 18.66 px
 * bold) against any colour of the background behind it, gradients included: axe leaves text
 * over a gradient "to review", so it is measured here. Skipped, as WCAG allows: disabled
 * controls. Skipped as unmeasurable here: text painted with a transparent colour (gradient
 * text) and text over images. Returns one line per element.
 */
export async function findLowContrastText(page: Page): Promise<string[]> {
  await installColourTools(page);
  return page.evaluate(() => {
    const tools = window.__colourTools;
    if (!tools) throw new Error('Colour tools missing');
    const low: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const checked = new Set<Element>();
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const element = text.parentElement;
      if (!element || checked.has(element) || !text.textContent?.trim()) continue;
      checked.add(element);
      if (element.closest('script, style, noscript, [aria-hidden="true"] canvas, :disabled, [aria-disabled="true"]'))
        continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const box = range.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility !== 'visible') continue;
      // Visually hidden text (clipped to a pixel) is for screen readers only.
      if (box.width <= 1 || box.height <= 1) continue;
      let hiddenByOpacity = false;
      let overImage = false;
      for (let node: Element | null = element; node; node = node.parentElement) {
        const nodeStyle = getComputedStyle(node);
        if (Number(nodeStyle.opacity) === 0) hiddenByOpacity = true;
        if (/url\(/.test(nodeStyle.backgroundImage)) overImage = true;
        if (tools.rgba(nodeStyle.backgroundColor)[3] >= 1) break;
      }
      const colour = tools.rgba(style.color);
      if (hiddenByOpacity || overImage || colour[3] === 0) continue;
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const needed = large ? 3 : 4.5;
      const ratio = tools.contrast(colour, tools.backgroundsBehind(element));
      if (ratio < needed) low.push(`${tools.describe(element)}: ${ratio.toFixed(2)}:1, needs ${needed}:1`);
    }
    return low;
  });
}
