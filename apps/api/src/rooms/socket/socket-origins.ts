/**
 * Whether a page of `origin` may open a room socket (docs/api.md#room-socket). Browsers send
 * cookies and no CORS check with a WebSocket, so the server checks the origin itself: the site's
 * own (PUBLIC_URL, or the host the request was sent to), or one listed in SOCKET_ORIGINS. A client
 * that sends no Origin is not a browser page, and nothing in the socket rides on cookies.
 */
export function isAllowedSocketOrigin(
  origin: string | undefined,
  host: string | undefined,
  site: { readonly publicUrl: string; readonly socketOrigins: readonly string[] },
): boolean {
  if (origin === undefined) return true;
  const normalized = origin.toLowerCase();
  if (normalized === site.publicUrl.toLowerCase()) return true;
  if (site.socketOrigins.some((allowed) => allowed.toLowerCase() === normalized)) return true;
  if (host === undefined || !URL.canParse(origin)) return false;
  return new URL(origin).host === host.toLowerCase();
}
