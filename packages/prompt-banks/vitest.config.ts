import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The library test validates every data file; give it room on a busy machine.
    testTimeout: 30_000,
  },
});
