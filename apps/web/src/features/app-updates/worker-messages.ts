/** What the page posts to a waiting worker when the player accepts the new version. */
export const SKIP_WAITING_MESSAGE = { type: 'skip-waiting' } as const;

export function isSkipWaitingMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SKIP_WAITING_MESSAGE.type;
}
