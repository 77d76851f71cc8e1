import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOG_NAMES, ENTRY_CATALOGS } from './catalogs';
import { ENGLISH_ENTRY_MESSAGES } from './english-entry-catalogs';

const src = join(import.meta.dirname, '..');
const features = readdirSync(join(src, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('message catalogs', () => {
  it('are one per feature folder plus the shell', () => {
    expect([...CATALOG_NAMES].sort()).toEqual(['shell', ...features].sort());
  });

  it('load up front every feature the entry bundle imports (the routes and the layout)', () => {
    const entryFiles = [join(src, 'app/routes.tsx'), join(src, 'app/layout/root-layout.tsx')];
    const staticFeatures = entryFiles.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^import [^;]+ from '(?:\.\.\/)+features\/([a-z-]+)\//gm)].map(
        (match) => match[1],
      ),
    );
    expect(staticFeatures.length).toBeGreaterThan(3);
    for (const feature of staticFeatures) expect(ENTRY_CATALOGS, feature).toContain(feature);
  });

  it('ship English inside the entry: exactly the entry catalogs', () => {
    expect(Object.keys(ENGLISH_ENTRY_MESSAGES).sort()).toEqual([...ENTRY_CATALOGS].sort());
  });
});
