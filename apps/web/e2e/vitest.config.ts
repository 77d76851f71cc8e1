import { randomBytes } from 'node:crypto';
import { configDefaults, defineConfig } from 'vitest/config';

// The e2e server starts with these secrets (production-server.ts) and the tests know them: the
// admin tests post with the token, the unsubscribe test makes a real link's token.
process.env.E2E_ADMIN_TOKEN ??= randomBytes(24).toString('base64url');
process.env.E2E_APP_SECRET ??= randomBytes(32).toString('base64url');

// Browser tests against the production build: one server for the run, files one after another
// (each drives its own Chromium; two cores are not enough for several at once).
export default defineConfig({
  test: {
    root: __dirname,
    include: ['**/*.e2e.test.ts'],
    // The call tests need a network namespace of their own: vitest.calls.config.ts, run by run-in-netns.sh.
    exclude: [...configDefaults.exclude, 'video-call.e2e.test.ts', 'room-call-layout.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    env: { E2E_ADMIN_TOKEN: process.env.E2E_ADMIN_TOKEN, E2E_APP_SECRET: process.env.E2E_APP_SECRET },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A page waits on the server and its own scripts: one second (the default) is too short on
    // two busy cores, and a condition that holds sooner still ends the wait sooner.
    expect: { poll: { timeout: 15_000 } },
  },
});
