import { defineConfig } from 'vitest/config';
import e2eConfig from './vitest.config';

// The video-call browser tests: the same production server and secrets as the other browser
// tests, but only the call files (the call itself, and the room screen's layout in a call), which
// run-in-netns.sh runs inside a network namespace of its own (npm run test:e2e:calls). Three browsers sending video share two cores: allow them time.
// Spread, not mergeConfig: that would concatenate the include and exclude lists.
export default defineConfig({
  test: {
    ...e2eConfig.test,
    include: ['video-call.e2e.test.ts', 'room-call-layout.e2e.test.ts'],
    exclude: [],
    testTimeout: 300_000,
    // One pair of the three-way call used to never connect here now and then (about 1 run in 4 on
    // these two cores: descriptions agreed, no candidate pair tried). The links now recover by
    // themselves after negotiationTimeoutMs (peer-link.ts), and the test has passed every run since
    // (8 runs of 8 on the first try on 2026-11-27), but the cause was never pinned down, so a failed run is
    // still tried once more; the failure prints where the call stopped, and each step its time.
    retry: 1,
    hookTimeout: 120_000,
  },
});
