import { defineConfig } from 'vitest/config';
import e2eConfig from './vitest.config';

// The video-call browser tests: the same production server and secrets as the other browser
// tests, but only the call file, which run-in-netns.sh runs inside a network namespace of its own
// (npm run test:e2e:calls). Three browsers sending video share two cores: allow them time.
// Spread, not mergeConfig: that would concatenate the include and exclude lists.
export default defineConfig({
  test: {
    ...e2eConfig.test,
    include: ['video-call.e2e.test.ts'],
    exclude: [],
    testTimeout: 300_000,
    hookTimeout: 120_000,
  },
});
