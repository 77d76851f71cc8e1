/** No email waits longer than this between two attempts. */
export const MAX_RETRY_DELAY_MS = 24 * 60 * 60 * 1000;

/** Wait before the next attempt after `attempts` failed ones (1, 2, …): base × 2^(attempts-1), at most a day. */
export function retryDelay(baseMs: number, attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  // 2^exponent overflows to Infinity long after it passed a day; min() takes care of both.
  return Math.min(MAX_RETRY_DELAY_MS, baseMs * 2 ** Math.min(exponent, 64));
}
