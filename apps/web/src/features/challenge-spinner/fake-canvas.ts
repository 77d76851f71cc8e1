import { vi } from 'vitest';

/** What the wheel drew, recorded by a stand-in 2D context (jsdom has no canvas). */
export interface CanvasRecord {
  readonly labels: string[];
  /** The font size (px) each label was drawn at. */
  readonly labelSizes: number[];
  readonly fills: string[];
}

/** Each character measures this share of the font size: a rough average for bold text. */
export const FAKE_CHARACTER_EM = 0.55;

export function fontSizeOf(font: string): number {
  return Number(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? 10);
}

/**
 * Gives every canvas a drawn size and a recording 2D context, so the wheel's painting (backing
 * store, colours, shortened labels) can be checked in jsdom.
 */
export function installFakeCanvas(cssSize = 320): CanvasRecord {
  const record: CanvasRecord = { labels: [], labelSizes: [], fills: [] };
  vi.spyOn(HTMLCanvasElement.prototype, 'clientWidth', 'get').mockReturnValue(cssSize);
  let font = '10px sans-serif';
  const context = {
    get font() {
      return font;
    },
    set font(value: string) {
      font = value;
    },
    textAlign: 'left',
    textBaseline: 'alphabetic',
    lineWidth: 1,
    strokeStyle: '',
    set fillStyle(colour: string) {
      record.fills.push(colour);
    },
    get fillStyle() {
      return record.fills.at(-1) ?? '';
    },
    setTransform: () => undefined,
    clearRect: () => {
      record.labels.length = 0;
      record.labelSizes.length = 0;
      record.fills.length = 0;
    },
    beginPath: () => undefined,
    moveTo: () => undefined,
    arc: () => undefined,
    closePath: () => undefined,
    fill: () => undefined,
    stroke: () => undefined,
    save: () => undefined,
    restore: () => undefined,
    translate: () => undefined,
    rotate: () => undefined,
    measureText: (text: string) => ({ width: Array.from(text).length * fontSizeOf(font) * FAKE_CHARACTER_EM }),
    fillText: (text: string) => {
      record.labels.push(text);
      record.labelSizes.push(fontSizeOf(font));
    },
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  return record;
}
