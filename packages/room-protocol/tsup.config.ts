import { defineConfig } from 'tsup';

export default defineConfig({
  // site-content: a small entry for the web app's first load (see src/site-content.ts).
  entry: ['src/index.ts', 'src/site-content.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
