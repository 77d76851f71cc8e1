import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // The tests that use the kit bring their own Vitest; bundling a copy would give `expect` a second runner.
  external: ['vitest'],
});
