import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineStyleHashes, inlineStylesheet, styleHashSource } from './inline-stylesheet';

const TEMPLATE =
  '<head><title>T</title><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"></div></body>';

let dist: string | null = null;
function distWithCss(css: string): string {
  dist = mkdtempSync(join(tmpdir(), 'tod-inline-css-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-abc.css'), css);
  return dist;
}
afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
  dist = null;
});

describe('inlineStylesheet', () => {
  it('replaces the stylesheet link with a style element holding the file', () => {
    const html = inlineStylesheet(TEMPLATE, distWithCss('body{color:red;background:url(/images/bg.svg)}'));
    expect(html).toBe(
      '<head><title>T</title><style>body{color:red;background:url(/images/bg.svg)}</style></head><body><div id="root"></div></body>',
    );
  });

  it('inlines every stylesheet the entry links, when the build splits its CSS', () => {
    const folder = distWithCss('body{color:red}');
    writeFileSync(join(folder, 'assets', 'field-xyz.css'), '.field{gap:1px}');
    const template = TEMPLATE.replace(
      '</head>',
      '<link rel="stylesheet" crossorigin href="/assets/field-xyz.css"></head>',
    );
    expect(inlineStylesheet(template, folder)).toBe(
      '<head><title>T</title><style>body{color:red}</style><style>.field{gap:1px}</style></head><body><div id="root"></div></body>',
    );
  });

  it('inlines CSS whose URLs are absolute, rooted or data URLs, quoted or not', () => {
    for (const css of [
      '.a{background:url("data:image/svg+xml,%3Csvg%3E")}',
      ".a{background:url('/images/a.svg')}",
      '.a{background:url(https://cdn.example/a.png)}',
    ]) {
      expect(inlineStylesheet(TEMPLATE, distWithCss(css))).toContain(`<style>${css}</style>`);
      rmSync(dist ?? '', { recursive: true, force: true });
    }
  });

  it('keeps the link when the CSS uses relative URLs or could close the style element', () => {
    expect(inlineStylesheet(TEMPLATE, distWithCss('.a{background:url("bg.png")}'))).toBe(TEMPLATE);
    rmSync(dist ?? '', { recursive: true, force: true });
    expect(inlineStylesheet(TEMPLATE, distWithCss('.a{background:url(./bg.png)}'))).toBe(TEMPLATE);
    rmSync(dist ?? '', { recursive: true, force: true });
    expect(inlineStylesheet(TEMPLATE, distWithCss('.a{content:"</style><script>"}'))).toBe(TEMPLATE);
    rmSync(dist ?? '', { recursive: true, force: true });
    // The HTML parser turns CR LF into LF and NUL into U+FFFD: the element's text would not match the file's hash.
    expect(inlineStylesheet(TEMPLATE, distWithCss('.a{color:red}\r\n.b{color:blue}'))).toBe(TEMPLATE);
    rmSync(dist ?? '', { recursive: true, force: true });
    expect(inlineStylesheet(TEMPLATE, distWithCss('.a{content:"\0"}'))).toBe(TEMPLATE);
  });

  it('keeps the template as it is without a stylesheet or its file', () => {
    expect(inlineStylesheet('<head></head>', distWithCss(''))).toBe('<head></head>');
    expect(inlineStylesheet(TEMPLATE.replace('index-abc', 'index-missing'), distWithCss(''))).toBe(
      TEMPLATE.replace('index-abc', 'index-missing'),
    );
  });
});

describe('styleHashSource', () => {
  it('is the base64 SHA-256 of the UTF-8 text, quoted as a CSP source', () => {
    expect(styleHashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(styleHashSource('a{content:"é"}')).toBe(
      `'sha256-${createHash('sha256').update(Buffer.from('a{content:"é"}', 'utf8')).digest('base64')}'`,
    );
  });
});

describe('inlineStyleHashes', () => {
  it('hashes every stylesheet of the build that can be inlined, and only those', () => {
    const folder = distWithCss('body{color:red}');
    writeFileSync(join(folder, 'assets', 'page-def.css'), '.page{margin:0}');
    writeFileSync(join(folder, 'assets', 'relative-ghi.css'), '.a{background:url(bg.png)}');
    writeFileSync(join(folder, 'assets', 'index-abc.css.br'), 'compressed');
    writeFileSync(join(folder, 'assets', 'index-abc.js'), 'export {}');
    expect(inlineStyleHashes(folder)).toEqual([styleHashSource('body{color:red}'), styleHashSource('.page{margin:0}')]);
  });

  it('is empty for a build without assets', () => {
    dist = mkdtempSync(join(tmpdir(), 'tod-inline-css-'));
    expect(inlineStyleHashes(dist)).toEqual([]);
  });
});
