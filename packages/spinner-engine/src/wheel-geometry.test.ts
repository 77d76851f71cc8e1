import { describe, expect, it } from 'vitest';
import { normaliseAngle, sliceAngle, sliceEndAngle, sliceStartAngle, sliceUnderPointer } from './wheel-geometry';

describe('slice angles', () => {
  it('splits the circle evenly, slice 0 starting at the top', () => {
    expect(sliceAngle(8)).toBe(45);
    expect(sliceStartAngle(0, 8)).toBe(0);
    expect(sliceStartAngle(3, 8)).toBe(135);
    expect(sliceEndAngle(3, 8)).toBe(180);
    expect(sliceStartAngle(1, 3)).toBe(120);
  });
});

describe('normaliseAngle', () => {
  it('maps any angle into [0, 360)', () => {
    expect(normaliseAngle(0)).toBe(0);
    expect(normaliseAngle(360)).toBe(0);
    expect(normaliseAngle(725)).toBe(5);
    expect(normaliseAngle(-90)).toBe(270);
    expect(normaliseAngle(-720)).toBe(0);
  });
});

describe('sliceUnderPointer', () => {
  it('is slice 0 when the wheel has not turned', () => {
    expect(sliceUnderPointer(0, 4)).toBe(0);
  });

  it('brings the last slice to the top after a small clockwise turn', () => {
    // Turning clockwise moves slice 0 right of the pointer; the slice left of it arrives.
    expect(sliceUnderPointer(10, 4)).toBe(3);
    expect(sliceUnderPointer(89, 4)).toBe(3);
  });

  it('follows the wheel round clockwise', () => {
    expect(sliceUnderPointer(100, 4)).toBe(2);
    expect(sliceUnderPointer(200, 4)).toBe(1);
    expect(sliceUnderPointer(300, 4)).toBe(0);
    expect(sliceUnderPointer(300 + 360 * 7, 4)).toBe(0);
  });

  it('handles odd counts and large rotations', () => {
    // 3 slices of 120°: rotation 2000 -> 2000 % 360 = 200, top angle 160 -> slice 1.
    expect(sliceUnderPointer(2000, 3)).toBe(1);
    // 10 slices of 36°: rotation 3605 -> 5, top angle 355 -> slice 9.
    expect(sliceUnderPointer(3605, 10)).toBe(9);
  });

  it('gives the slice starting at a boundary when exactly on it', () => {
    expect(sliceUnderPointer(270, 4)).toBe(1);
    expect(sliceUnderPointer(360, 4)).toBe(0);
  });
});
