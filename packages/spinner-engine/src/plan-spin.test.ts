import { describe, expect, it } from 'vitest';
import { nextRandom } from '@truth-or-dare/prompt-banks';
import { planSpin } from './plan-spin';

/** Independent geometry: the wheel-frame angle at the top pointer, then its slice. */
function expectedSlice(rotation: number, count: number): number {
  const angleAtTop = (360 - (rotation % 360)) % 360;
  return Math.floor(angleAtTop / (360 / count));
}

/** How far into its slice the pointer sits, as a fraction of the slice. */
function fractionIntoSlice(rotation: number, count: number): number {
  const sliceSize = 360 / count;
  const angleAtTop = (360 - (rotation % 360)) % 360;
  return (angleAtTop % sliceSize) / sliceSize;
}

const SPINS_PER_COUNT = 10_000;

describe('planSpin property: 10,000 seeded spins for every item count from 2 to 10', () => {
  for (let count = 2; count <= 10; count++) {
    it(`${count} items: result is the slice under the pointer, turns 5..10, rotation only grows`, () => {
      let rotation = 0;
      let rngState = 7_919 * count;
      const problems: string[] = [];
      const turnsSeen = new Set<number>();
      const hits = new Array<number>(count).fill(0);

      for (let spin = 0; spin < SPINS_PER_COUNT; spin++) {
        const plan = planSpin(rotation, count, rngState);
        const geometric = expectedSlice(plan.rotation, count);
        const fraction = fractionIntoSlice(plan.rotation, count);
        const wholeTurnsAdded = Math.floor((plan.rotation - rotation) / 360);

        if (plan.sliceIndex !== geometric)
          problems.push(`spin ${spin}: machine ${plan.sliceIndex}, geometry ${geometric}`);
        if (!(plan.rotation > rotation)) problems.push(`spin ${spin}: rotation ${plan.rotation} not above ${rotation}`);
        if (plan.turns < 5 || plan.turns > 10) problems.push(`spin ${spin}: ${plan.turns} turns`);
        if (wholeTurnsAdded !== plan.turns)
          problems.push(`spin ${spin}: added ${wholeTurnsAdded} turns, planned ${plan.turns}`);
        // Never on (or within 10% of) a slice boundary.
        if (fraction < 0.1 - 1e-6 || fraction > 0.9 + 1e-6)
          problems.push(`spin ${spin}: landed at ${fraction} of a slice`);
        if (plan.rngState === rngState) problems.push(`spin ${spin}: random state did not advance`);

        turnsSeen.add(plan.turns);
        hits[geometric] = (hits[geometric] ?? 0) + 1;
        rotation = plan.rotation;
        rngState = plan.rngState;
      }

      expect(problems.slice(0, 5)).toEqual([]);
      expect([...turnsSeen].sort((a, b) => a - b)).toEqual([5, 6, 7, 8, 9, 10]);
      // Fair wheel: every slice wins within 15% of its even share.
      const share = SPINS_PER_COUNT / count;
      for (const slice of hits) {
        expect(slice).toBeGreaterThan(share * 0.85);
        expect(slice).toBeLessThan(share * 1.15);
      }
    });
  }
});

describe('planSpin', () => {
  it('uses exactly three draws from the random state', () => {
    let state = 12_345;
    for (let draw = 0; draw < 3; draw++) state = nextRandom(state).state;
    expect(planSpin(0, 8, 12_345).rngState).toBe(state);
  });

  it('is repeatable: same rotation, count and state give the same spin', () => {
    expect(planSpin(90, 8, 99)).toEqual(planSpin(90, 8, 99));
  });

  it('picks the winner independently of where the wheel rests (fairness)', () => {
    for (const previous of [0, 17.5, 123.4, 359.9, 7_200]) {
      expect(planSpin(previous, 7, 2_024).sliceIndex).toBe(planSpin(0, 7, 2_024).sliceIndex);
    }
  });

  it('adds at least 5 and under 11 full turns', () => {
    const plan = planSpin(1_000, 5, 31);
    expect(plan.rotation - 1_000).toBeGreaterThanOrEqual(5 * 360);
    expect(plan.rotation - 1_000).toBeLessThan(11 * 360);
  });
});
