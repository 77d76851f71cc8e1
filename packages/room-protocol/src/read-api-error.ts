/**
 * Reads the contract's `{error}` message out of any response body, if it has one. Plain code
 * rather than the schema, so pages that only read errors don't download the validation library.
 */
export function readApiErrorMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { error } = body as { error?: unknown };
  return typeof error === 'string' && error !== '' ? error : undefined;
}

/**
 * The `code` of an error body (api-error-codes.ts), if it has one: clients translate it and fall
 * back to the English message. A string, not the code type, so a newer server's code still reads.
 */
export function readApiErrorCode(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { code } = body as { code?: unknown };
  return typeof code === 'string' && code !== '' ? code : undefined;
}
