import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g;

/**
 * The page template with the app's stylesheets (the build may split the entry's CSS in several
 * files) copied into `<style>` elements, so a page paints after one round trip instead of waiting
 * for more requests (they are a few kilobytes). A stylesheet that could not be inlined safely
 * (relative URLs would resolve against the page instead of /assets/) stays a link.
 */
export function inlineStylesheet(template: string, webDistPath: string): string {
  return template.replace(STYLESHEET_LINK, (link: string, path: string) => {
    const file = join(webDistPath, path);
    if (!existsSync(file)) return link;
    const css = readFileSync(file, 'utf8');
    return canInline(css) ? `<style>${css}</style>` : link;
  });
}

/**
 * Whether CSS means the same inside the page: no relative URLs, nothing that closes the element,
 * and no carriage return or NUL, which the HTML parser rewrites, so the element's text would no
 * longer match the file's hash in the Content-Security-Policy.
 */
export function canInline(css: string): boolean {
  if (/<\/style/i.test(css) || /[\r\0]/.test(css)) return false;
  const urls = [...css.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))/gi)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? '',
  );
  return urls.every((url) => /^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(url));
}

/** The CSP source allowing a `<style>` element with exactly this text: the SHA-256 of its UTF-8 bytes, in base64. */
export function styleHashSource(css: string): string {
  return `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}

/**
 * The CSP hash sources of every stylesheet of the build that pages may carry inline (the app's,
 * here, and each lazy page's, page-preloads.ts), read once at start from the built files: the
 * header is then the same on every answer for as long as this build is served, cached copies of
 * the app shell included.
 */
export function inlineStyleHashes(webDistPath: string): string[] {
  const assets = join(webDistPath, 'assets');
  if (!existsSync(assets)) return [];
  return readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .sort()
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .filter(canInline)
    .map(styleHashSource);
}
