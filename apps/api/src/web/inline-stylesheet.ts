import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/;

/**
 * The page template with the app's stylesheet copied into a `<style>` element, so a page paints
 * after one round trip instead of waiting for a second request (the stylesheet is a few
 * kilobytes). The template is returned unchanged when it links no stylesheet, or one that could
 * not be inlined safely (relative URLs would resolve against the page instead of /assets/).
 */
export function inlineStylesheet(template: string, webDistPath: string): string {
  const link = STYLESHEET_LINK.exec(template);
  if (!link?.[1]) return template;
  const file = join(webDistPath, link[1]);
  if (!existsSync(file)) return template;
  const css = readFileSync(file, 'utf8');
  if (!canInline(css)) return template;
  return template.replace(link[0], () => `<style>${css}</style>`);
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
