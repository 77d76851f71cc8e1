// How the stepped benchmarks name the step where the tail grows: the first step whose p99 is at
// least twice the lowest step's, or whose achieved rate falls below 95% of the offered one.

/** `steps`: [{ label, offered (per second, or null for as fast as it goes), achieved, p99 }] in order. */
export function firstStrainedStep(steps) {
  const base = steps[0]?.p99;
  return (
    steps.find(
      (step, index) =>
        index > 0 &&
        ((base !== undefined && step.p99 >= 2 * base) ||
          (step.offered !== null && step.achieved < 0.95 * step.offered)),
    ) ?? null
  );
}

/** A line naming that step, or saying that none strained. */
export function verdictLine(name, steps) {
  const strained = firstStrainedStep(steps);
  if (!strained)
    return `${name}: no step strained (p99 stayed under twice ${steps[0]?.p99.toFixed(2)} ms and every rate was met)`;
  const why = [];
  if (strained.p99 >= 2 * steps[0].p99)
    why.push(`p99 ${strained.p99.toFixed(2)} ms ≥ 2 × ${steps[0].p99.toFixed(2)} ms`);
  if (strained.offered !== null && strained.achieved < 0.95 * strained.offered)
    why.push(`achieved ${strained.achieved.toFixed(0)}/s of ${strained.offered}/s offered`);
  return `${name}: the tail grows at ${strained.label} (${why.join('; ')})`;
}
