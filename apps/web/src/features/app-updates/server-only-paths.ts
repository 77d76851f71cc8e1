/**
 * Paths only the server can answer: the API (event streams, the keepalive `leave` sent while a
 * page unloads), the health check and the crawler files. The service worker never caches them
 * and, where the browser supports static routing, never even sees them.
 */
export const SERVER_ONLY_PATH_PATTERNS = ['/api/*', '/healthz', '/sitemap.xml', '/robots.txt'] as const;

export function isServerOnlyPath(pathname: string): boolean {
  return SERVER_ONLY_PATH_PATTERNS.some((pattern) =>
    pattern.endsWith('/*')
      ? pathname.startsWith(pattern.slice(0, -1)) || pathname === pattern.slice(0, -2)
      : pathname === pattern,
  );
}
