import type { TestProject } from 'vitest/node';
import { findChromium } from './find-chromium';
import { startProductionServer } from './production-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * One production server for the whole end-to-end run; each test file opens its own browser. Every
 * test's browser is the same client address, and the room tests together create and join more
 * rooms a minute than one person would: the per-address room limits are the API's own tests' to
 * check (apps/api/test/rooms-contract.integration.test.ts), not a shared page server's.
 */
export default async function setup(project: TestProject) {
  findChromium();
  const server = await startProductionServer(undefined, {
    RATE_LIMIT_CREATE_ROOM_PER_MINUTE: '1000',
    RATE_LIMIT_JOIN_ROOM_PER_MINUTE: '1000',
  });
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
