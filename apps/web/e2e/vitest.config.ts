import { defineConfig } from 'vitest/config';

// Browser tests against the production build: one server for the run, files one after another
// (each drives its own Chromium; two cores are not enough for several at once).
export default defineConfig({
  test: {
    root: __dirname,
    include: ['**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
