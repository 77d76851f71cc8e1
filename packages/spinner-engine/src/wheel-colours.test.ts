import { describe, expect, it } from 'vitest';
import { colourFor, labelColourFor, WHEEL_COLOURS } from './wheel-colours';
import { wheelSlices } from './wheel-slices';

// An independent WCAG 2 contrast computation, so the test does not trust the helper it checks.
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => {
    const value = parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (channels[0] ?? 0) + 0.7152 * (channels[1] ?? 0) + 0.0722 * (channels[2] ?? 0);
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('wheel colours', () => {
  it('has 10 distinct colours (spec: 10 colours cycle)', () => {
    expect(WHEEL_COLOURS).toHaveLength(10);
    expect(new Set(WHEEL_COLOURS.map((colour) => colour.toUpperCase())).size).toBe(10);
  });

  it('cycles by index', () => {
    expect(colourFor(0)).toBe(WHEEL_COLOURS[0]);
    expect(colourFor(10)).toBe(WHEEL_COLOURS[0]);
    expect(colourFor(13)).toBe(WHEEL_COLOURS[3]);
  });

  it('labels every slice in white or dark text with at least AA contrast (4.5:1)', () => {
    for (let index = 0; index < 10; index++) {
      const label = labelColourFor(index);
      expect(['#FFFFFF', '#1A1A1A']).toContain(label);
      expect(contrast(colourFor(index), label)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('picks white on dark slices and dark on light slices', () => {
    expect(labelColourFor(0)).toBe('#FFFFFF'); // red
    expect(labelColourFor(3)).toBe('#1A1A1A'); // yellow
  });
});

describe('wheelSlices', () => {
  it('describes each slice for drawing', () => {
    const slices = wheelSlices(['A', 'B', 'C']);
    expect(slices).toHaveLength(3);
    expect(slices[1]).toEqual({
      index: 1,
      label: 'B',
      startAngle: 120,
      endAngle: 240,
      colour: WHEEL_COLOURS[1],
      labelColour: labelColourFor(1),
    });
  });
});
