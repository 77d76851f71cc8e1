import { readdirSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { NextFunction, Request, Response } from 'express';

/** Encodings the web build writes next to its files, best first (apps/web/scripts/precompress-assets.mjs). */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

type Copies = Map<string, { encoding: string; file: string; original: string }[]>;

/**
 * A copy older than its original is stale (the file was replaced without rebuilding the copies):
 * the original is sent instead, compressed on the fly.
 */
function isCurrent(copy: string, original: string): boolean {
  try {
    return statSync(copy).mtimeMs >= statSync(original).mtimeMs;
  } catch {
    return false;
  }
}

/**
 * Sends the build's Brotli or gzip copy of a static file when the browser accepts it, so the
 * largest responses (the JavaScript and CSS) cost no compression work per request. The copies are
 * listed once at start-up, so a request never touches the disk to look for one. Other requests,
 * and files without a copy, go on to the plain static handler.
 */
export function servePrecompressed(distPath: string, cacheControlFor: (requestPath: string) => string) {
  const copies = listCompressedCopies(distPath);

  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !extname(req.path)) return next();
    const available = copies.get(req.path);
    if (!available) return next();
    res.vary('Accept-Encoding');
    const copy = available.find(({ encoding }) => req.acceptsEncodings(encoding) === encoding);
    if (!copy || !isCurrent(copy.file, copy.original)) return next();
    res.setHeader('Content-Encoding', copy.encoding);
    res.type(extname(req.path));
    res.setHeader('Cache-Control', cacheControlFor(req.path));
    res.sendFile(copy.file, (error) => {
      if (error && !res.headersSent) {
        res.removeHeader('Content-Encoding');
        next();
      }
    });
  };
}

/** Maps each URL path that has compressed copies to them, best encoding first. */
function listCompressedCopies(distPath: string): Copies {
  const copies: Copies = new Map();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.isFile()) {
        const encoding = ENCODINGS.find(({ suffix }) => entry.name.endsWith(suffix));
        if (!encoding) continue;
        const urlPath = `/${relative(distPath, file).split(sep).join('/')}`.slice(0, -encoding.suffix.length);
        copies.set(urlPath, [
          ...(copies.get(urlPath) ?? []),
          { encoding: encoding.name, file, original: file.slice(0, -encoding.suffix.length) },
        ]);
      }
    }
  };
  visit(distPath);
  for (const list of copies.values())
    list.sort(
      (a, b) => ENCODINGS.findIndex((e) => e.name === a.encoding) - ENCODINGS.findIndex((e) => e.name === b.encoding),
    );
  return copies;
}
