/** Runs at most `limit` tasks at a time, the others in the order they came. */
export function inFlightLimit(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    // A finishing task hands its slot straight to the next waiting one.
    if (running < limit) running += 1;
    else await new Promise<void>((start) => waiting.push(start));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
