import type { Page } from 'playwright-core';

export type Rgba = [number, number, number, number];
export type Rgb = [number, number, number];

/** Colour arithmetic run inside the page, where computed styles are. */
export interface ColourTools {
  /** Any CSS colour to [r, g, b, a] (0-255, alpha 0-1), parsed by the browser. */
  rgba(color: string): Rgba;
  /**
   * The opaque colours that can show through `from`: its and its ancestors' background colours
   * blended down to the first opaque one, and every colour stop of any gradient on the way.
   */
  backgroundsBehind(from: Element | null): Rgb[];
  /** The lowest WCAG contrast ratio of `colour`, drawn over each background, against it. */
  contrast(colour: Rgba, backgrounds: Rgb[]): number;
  /** A short description of an element for failure messages, e.g. `<button.primary> "Start"`. */
  describe(element: Element): string;
}

declare global {
  interface Window {
    __colourTools?: ColourTools;
  }
}

/** Defines window.__colourTools in the page (once; the page's own scripts never see it used). */
export async function installColourTools(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (window.__colourTools) return;
    const probe = document.createElement('canvas').getContext('2d', { willReadFrequently: true });

    function rgba(color: string): [number, number, number, number] {
      if (!probe) throw new Error('No 2D canvas to read colours with');
      probe.clearRect(0, 0, 1, 1);
      probe.fillStyle = '#000000';
      probe.fillStyle = color;
      probe.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = probe.getImageData(0, 0, 1, 1).data;
      return [r ?? 0, g ?? 0, b ?? 0, (a ?? 0) / 255];
    }

    function over(
      [r, g, b, a]: [number, number, number, number],
      base: [number, number, number],
    ): [number, number, number] {
      return [r * a + base[0] * (1 - a), g * a + base[1] * (1 - a), b * a + base[2] * (1 - a)];
    }

    // The colour stops of each layer of a background-image, top layer first ("none" has none).
    function imageLayers(backgroundImage: string): [number, number, number, number][][] {
      const layers: string[] = [];
      let depth = 0;
      let start = 0;
      for (let index = 0; index < backgroundImage.length; index += 1) {
        const character = backgroundImage[index];
        if (character === '(') depth += 1;
        else if (character === ')') depth -= 1;
        else if (character === ',' && depth === 0) {
          layers.push(backgroundImage.slice(start, index));
          start = index + 1;
        }
      }
      layers.push(backgroundImage.slice(start));
      return layers
        .filter((layer) => /gradient/.test(layer))
        .map((layer) => (layer.match(/rgba?\([^)]*\)|#[0-9a-f]{3,8}\b/gi) ?? []).map(rgba));
    }

    const opaque = (stops: [number, number, number, number][]) =>
      stops.length > 0 && stops.every((stop) => stop[3] >= 1);

    function backgroundsBehind(from: Element | null): [number, number, number][] {
      const nodes: { color: [number, number, number, number]; images: [number, number, number, number][][] }[] = [];
      for (let node = from; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const color = rgba(style.backgroundColor);
        const images = imageLayers(style.backgroundImage);
        nodes.push({ color, images });
        if (color[3] >= 1 || images.some(opaque)) break;
      }
      let candidates: [number, number, number][] = [[255, 255, 255]];
      // Paint from the bottom up: the deepest ancestor first; on each, its colour, then its image
      // layers from the last. An opaque gradient hides what is under it. A translucent one (a
      // glow) is blended over what is under it, but not over the element's other glows: they sit
      // in different places, and stacking every glow at full strength would be a colour no pixel has.
      for (const { color, images } of nodes.reverse()) {
        let under = candidates.map((base) => over(color, base));
        let glows: [number, number, number][] = [];
        for (const stops of [...images].reverse()) {
          const painted = under.flatMap((base) => stops.map((stop) => over(stop, base)));
          if (opaque(stops)) {
            under = painted;
            glows = [];
          } else {
            glows = [...glows, ...painted];
          }
        }
        candidates = [
          ...new Map([...under, ...glows].map((rgb) => [rgb.map(Math.round).join(','), rgb] as const)).values(),
        ];
      }
      return candidates;
    }

    function luminance([r, g, b]: readonly number[]): number {
      const linear = (channel: number) => {
        const value = channel / 255;
        return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * linear(r ?? 0) + 0.7152 * linear(g ?? 0) + 0.0722 * linear(b ?? 0);
    }

    function contrast(colour: [number, number, number, number], backgrounds: [number, number, number][]): number {
      return Math.min(
        ...backgrounds.map((background) => {
          const [light, dark] = [luminance(over(colour, background)), luminance(background)].sort((x, y) => y - x);
          return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
        }),
      );
    }

    function describe(element: Element): string {
      const classes =
        typeof element.className === 'string' && element.className.trim()
          ? `.${element.className.trim().split(/\s+/).join('.')}`
          : '';
      return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes}> "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    }

    window.__colourTools = { rgba, backgroundsBehind, contrast, describe };
  });
}
