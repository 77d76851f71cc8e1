import type { RequestHandler } from 'express';

/**
 * The headers a chain of header-only middleware (security-headers.ts) sets, read once by running
 * it on a stand-in response, so a handler outside Express can send them without running it per
 * request. Only for middleware whose headers do not depend on the request.
 */
export function fixedHeadersOf(middleware: readonly RequestHandler[]): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
      return response;
    },
    getHeader: (name: string) => headers[name],
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  const request = { method: 'GET', url: '/', headers: {} };
  for (const handler of middleware) {
    let passed = false;
    handler(request as never, response as never, () => {
      passed = true;
    });
    if (!passed) throw new Error('A header middleware did not pass the request on; its headers depend on the request.');
  }
  return headers;
}
