import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { canInline } from './inline-stylesheet';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * A page's stylesheet, carried in the page so its first paint waits for no other request. The
 * disabled link beside it is never fetched; it tells the chunk loader, which looks for a
 * stylesheet link with that address, that the styles are already here. CSS that cannot be
 * inlined is linked as usual (with crossorigin, as the chunk loader would, so it is fetched once).
 */
function styleTagFor(webDistPath: string) {
  return (file: string): string => {
    const css = readFileSync(join(webDistPath, file), 'utf8');
    if (!canInline(css)) return `<link rel="stylesheet" crossorigin href="/${file}">`;
    return `<style>${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
  };
}

/** The tags that bring a lazily loaded page's styles and fetch its chunks early; '' when there is nothing to add. */
export type PreloadTags = (source: string) => string;

/**
 * Reads the web build's manifest (Vite's `.vite/manifest.json`) once, and answers for a page's
 * source file the tags for its chunk, the chunks it imports and its stylesheets, leaving out what
 * the entry already loads. Without a manifest, no tags.
 */
export function readBuildManifest(webDistPath: string): PreloadTags {
  const manifestPath = join(webDistPath, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const styleTag = styleTagFor(webDistPath);

  /** A chunk and every chunk it imports statically. */
  const closure = (key: string, seen = new Map<string, ManifestChunk>()): Map<string, ManifestChunk> => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return seen;
    seen.set(key, chunk);
    for (const imported of chunk.imports ?? []) closure(imported, seen);
    return seen;
  };
  const entryFiles = new Set(
    [...closure('index.html').values()].flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]),
  );

  const tagsBySource = new Map<string, string>();
  return (source) => {
    let tags = tagsBySource.get(source);
    if (tags === undefined) {
      const chunks = [...closure(source).values()];
      const scripts = chunks.map((chunk) => chunk.file).filter((file) => !entryFiles.has(file));
      const styles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].filter((file) => !entryFiles.has(file));
      tags = [
        ...styles.map(styleTag),
        ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ].join('');
      tagsBySource.set(source, tags);
    }
    return tags;
  };
}
