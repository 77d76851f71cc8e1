/**
 * Wheel geometry. Angles are degrees, clockwise, 0 = straight up (where the pointer is).
 * In the wheel's own frame slice i spans [i * slice, (i + 1) * slice); the drawn wheel is then
 * turned clockwise by `rotation` degrees.
 */

export function sliceAngle(count: number): number {
  return 360 / count;
}

export function sliceStartAngle(index: number, count: number): number {
  return index * sliceAngle(count);
}

export function sliceEndAngle(index: number, count: number): number {
  return (index + 1) * sliceAngle(count);
}

/** Normalises any angle into [0, 360). */
export function normaliseAngle(angle: number): number {
  const mod = angle % 360;
  // `+ 0` turns -0 into 0.
  return mod < 0 ? mod + 360 : mod + 0;
}

/** The index of the slice under the top pointer once the wheel is turned clockwise by `rotation`. */
export function sliceUnderPointer(rotation: number, count: number): number {
  // Turning the wheel clockwise by r brings the wheel-frame angle (-r) to the top.
  const angleAtTop = normaliseAngle(-rotation);
  // min() guards float rounding right at 360.
  return Math.min(count - 1, Math.floor(angleAtTop / sliceAngle(count)));
}
