import { existsSync, readFileSync } from 'node:fs';
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

/** Whether CSS means the same inside the page: no relative URLs, nothing that closes the element. */
export function canInline(css: string): boolean {
  if (/<\/style/i.test(css)) return false;
  const urls = [...css.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))/gi)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
  return urls.every((url) => /^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(url));
}
