import { defineConfig, type Options } from 'tsup';

/**
 * How every package under packages/ builds: ES modules with declarations and source maps for
 * ES2022, from src/index.ts unless a package names more entries. A watch rebuild (npm run dev)
 * writes over dist/ in place: cleaning it first would leave the running apps a moment with no
 * package at all.
 */
export function packageBuild(overrides: Options = {}) {
  return defineConfig((options) => ({
    entry: ['src/index.ts'],
    format: ['esm'],
    dts: true,
    clean: !options.watch,
    sourcemap: true,
    target: 'es2022',
    ...overrides,
  }));
}
