import { defineConfig } from 'tsup';

// A watch rebuild (npm run dev) writes over dist/ in place: cleaning it first would leave the
// running apps a moment with no package at all.
export default defineConfig((options) => ({
  // site-content: a small entry for the web app's first load (see src/site-content.ts); name-key:
  // the confusables mapping, for the API only (see src/name-key.ts).
  entry: ['src/index.ts', 'src/site-content.ts', 'src/name-key.ts'],
  format: ['esm'],
  dts: true,
  clean: !options.watch,
  sourcemap: true,
  target: 'es2022',
}));
