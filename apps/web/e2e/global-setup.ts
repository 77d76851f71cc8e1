import type { TestProject } from 'vitest/node';
import { findChromium } from './find-chromium';
import { startProductionServer } from './production-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One production server for the whole end-to-end run; each test file opens its own browser. */
export default async function setup(project: TestProject) {
  findChromium();
  const server = await startProductionServer();
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
