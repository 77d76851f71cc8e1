import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `deadline` (ISO 8601) on this device's clock, updated as each second
 * passes; null without a deadline. Never above `maxSeconds` (a device clock running behind the
 * server's would otherwise show more time than the turn has) and never below 0.
 */
export function useSecondsLeft(deadline: string | null, maxSeconds: number): number | null {
  const [now, setNow] = useState(() => Date.now());
  const end = deadline === null ? Number.NaN : Date.parse(deadline);

  useEffect(() => {
    if (Number.isNaN(end)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const left = end - current;
      // Wake when the shown number next changes, rather than drifting on a fixed interval.
      if (left > 0) timer = setTimeout(tick, left % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [end]);

  if (Number.isNaN(end)) return null;
  return Math.min(maxSeconds, Math.max(0, Math.ceil((end - now) / 1000)));
}
