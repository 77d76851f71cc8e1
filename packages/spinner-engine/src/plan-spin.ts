import { drawRandoms } from '@truth-or-dare/prompt-banks';
import { LANDING_MAX_FRACTION, LANDING_MIN_FRACTION, MAX_TURNS, MIN_TURNS } from './rules';
import { normaliseAngle, sliceAngle, sliceUnderPointer } from './wheel-geometry';

export interface SpinPlan {
  /** The new total rotation (always greater than the previous one, so the wheel turns forward). */
  readonly rotation: number;
  /** Whole turns added, MIN_TURNS..MAX_TURNS. */
  readonly turns: number;
  /** The slice under the pointer at `rotation`. */
  readonly sliceIndex: number;
  readonly rngState: number;
}

/**
 * One spin, pure: the machine calls this when a spin starts.
 * The winning slice is drawn first (uniformly, so the wheel is fair whatever the previous rotation),
 * then a landing point inside it (10%..90% of the slice, never on a boundary), then the turns. The
 * rotation added is the turns plus the clockwise distance from the current resting angle to that
 * landing point, so the result is, by geometry, the slice under the pointer.
 */
export function planSpin(previousRotation: number, count: number, rngState: number): SpinPlan {
  const drawn = drawRandoms(rngState, 3);
  const [targetDraw, landingDraw, turnsDraw] = drawn.values as [number, number, number];

  const target = Math.floor(targetDraw * count);
  const landingFraction = LANDING_MIN_FRACTION + landingDraw * (LANDING_MAX_FRACTION - LANDING_MIN_FRACTION);
  const turns = MIN_TURNS + Math.floor(turnsDraw * (MAX_TURNS - MIN_TURNS + 1));

  // The wheel-frame angle that must end up at the top, and the resting rotation that puts it there.
  const landingAngle = (target + landingFraction) * sliceAngle(count);
  const restingRotation = normaliseAngle(-landingAngle);
  const catchUp = normaliseAngle(restingRotation - normaliseAngle(previousRotation));

  const rotation = previousRotation + turns * 360 + catchUp;
  return { rotation, turns, sliceIndex: sliceUnderPointer(rotation, count), rngState: drawn.rngState };
}
