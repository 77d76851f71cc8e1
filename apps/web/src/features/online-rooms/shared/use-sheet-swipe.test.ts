import { describe, expect, it } from 'vitest';
import { dragCloses } from './use-sheet-swipe';

describe('closing a sheet by dragging it down', () => {
  it('closes from 96 px down, or a quarter of a short sheet', () => {
    expect(dragCloses(95, 1_000, 600)).toBe(false);
    expect(dragCloses(96, 1_000, 600)).toBe(true);
    expect(dragCloses(59, 1_000, 240)).toBe(false);
    expect(dragCloses(60, 1_000, 240)).toBe(true);
  });

  it('closes from a shorter flick, if quick', () => {
    expect(dragCloses(32, 250, 600)).toBe(true);
    expect(dragCloses(32, 251, 600)).toBe(false);
    expect(dragCloses(31, 100, 600)).toBe(false);
  });
});
