import { defineConfig } from 'tsup';

// A watch rebuild (npm run dev) writes over dist/ in place: cleaning it first would leave the
// running apps a moment with no package at all.
export default defineConfig((options) => ({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: !options.watch,
  sourcemap: true,
  target: 'es2022',
}));
