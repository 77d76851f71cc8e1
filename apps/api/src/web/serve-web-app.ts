import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { RenderDocument } from './server-renderer';
import { languageRedirect } from './language-redirect';
import { servePrecompressed } from './serve-precompressed';

/** Paths the API answers itself; everything else may be the web app. */
const API_PATHS = /^\/(api|healthz|readyz|metrics)(\/|$)/;
const HASHED_ASSETS = /^\/assets\//;

/**
 * Serves the built web app from the API's port: hashed assets cached for a year, other files
 * revalidated. Public pages are rendered on the server when `renderDocument` is given; other app
 * routes get index.html so client-side routing works on reload.
 */
export function serveWebApp(distPath: string, renderDocument: RenderDocument | null = null) {
  const indexHtml = join(distPath, 'index.html');
  const cacheControlFor = (requestPath: string) =>
    HASHED_ASSETS.test(requestPath) ? 'public, max-age=31536000, immutable' : 'no-cache';
  const compressedFiles = servePrecompressed(distPath, cacheControlFor);
  const files = express.static(distPath, {
    index: false,
    setHeaders: (res) => res.setHeader('Cache-Control', cacheControlFor((res.req as Request).path)),
  });

  const appPage = (req: Request, res: Response, next: NextFunction) => {
    const wantsPage =
      (req.method === 'GET' || req.method === 'HEAD') && !API_PATHS.test(req.path) && !/\.[a-z0-9]+$/i.test(req.path);
    if (!wantsPage) return next();
    res.setHeader('Cache-Control', 'no-cache');
    if (!renderDocument) return res.sendFile(indexHtml);
    renderDocument(req.originalUrl, req.path).then((page) => {
      if (!page) return res.sendFile(indexHtml);
      res.status(page.status).type('html').send(page.html);
    }, next);
  };

  const router = express.Router();
  router.use(languageRedirect);
  router.use((req, res, next) => (API_PATHS.test(req.path) ? next() : compressedFiles(req, res, next)));
  router.use((req, res, next) => (API_PATHS.test(req.path) ? next() : files(req, res, next)));
  router.use(appPage);
  return router;
}

export function hasWebBuild(distPath: string | null): distPath is string {
  return distPath !== null && existsSync(join(distPath, 'index.html'));
}
