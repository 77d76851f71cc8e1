import { describe, expect, it } from 'vitest';
import { isServerOnlyPath } from './server-only-paths';

describe('isServerOnlyPath', () => {
  it.each(['/api', '/api/rooms', '/api/rooms/abc/leave', '/healthz', '/sitemap.xml', '/robots.txt'])(
    'keeps %s for the server',
    (path) => {
      expect(isServerOnlyPath(path)).toBe(true);
    },
  );

  it.each(['/', '/offline', '/apiary', '/healthz/extra', '/assets/index-abc.js', '/index.html', '/rooms/api'])(
    'lets the worker handle %s',
    (path) => {
      expect(isServerOnlyPath(path)).toBe(false);
    },
  );
});
