/**
 * Reads the contract's `{error}` message out of any response body, if it has one. Plain code
 * rather than the schema, so pages that only read errors don't download the validation library.
 */
export function readApiErrorMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { error } = body as { error?: unknown };
  return typeof error === 'string' && error !== '' ? error : undefined;
}
