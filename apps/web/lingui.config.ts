import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
// eslint-disable-next-line no-restricted-imports -- the extraction runs in lint, before any package is built; the source is the one list.
import { LOCALES } from '../../packages/prompt-banks/src/locales';

// One catalog per feature folder plus the shell's (layout and shared components), so a page
// downloads the words of its own feature in its own language only (docs/decisions/0024-ui-messages.md).
const FEATURES = readdirSync(join(import.meta.dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const NOT_SHIPPED = ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'];

export default defineConfig({
  sourceLocale: 'en',
  locales: [...LOCALES, 'pseudo'],
  // Accented, bracketed and 30% longer text for the browser tests: a string that stays plain was
  // never put in a catalog, a missing bracket shows clipped text, and a layout that breaks cannot
  // take a longer language.
  pseudoLocale: { locale: 'pseudo', extend: 0.3, prepend: '⟦', append: '⟧' },
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/shell',
      include: ['<rootDir>/src/app', '<rootDir>/src/components', '<rootDir>/src/config'],
      exclude: NOT_SHIPPED,
    },
    ...FEATURES.map((feature) => ({
      path: `<rootDir>/src/locales/{locale}/${feature}`,
      include: [`<rootDir>/src/features/${feature}`],
      exclude: NOT_SHIPPED,
    })),
  ],
  format: formatter({ lineNumbers: false }),
});
