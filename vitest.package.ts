import { defineConfig, type TestUserConfig } from 'vitest/config';

/** How every package under packages/ runs its unit tests: the files beside the source, in Node. */
export function packageTests(overrides: TestUserConfig = {}) {
  return defineConfig({ test: { include: ['src/**/*.test.ts'], environment: 'node', ...overrides } });
}
