import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// findBy/waitFor give up after 1 s by default; on a busy 2-core machine a lazy chunk or a chain of
// effects can take longer than that without anything being wrong.
configure({ asyncUtilTimeout: 5_000 });

// jsdom implements neither media playback nor scrolling; quiet no-ops keep
// jsdom's missing-feature errors out of the output. Tests spy on these to assert.
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
