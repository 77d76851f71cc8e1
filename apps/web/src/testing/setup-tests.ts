import '@testing-library/jest-dom/vitest';
// eslint-disable-next-line testing-library/no-manual-cleanup -- Vitest globals are off, so Testing Library cannot register its own afterEach.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { CATALOG_NAMES, loadCatalogs } from '../i18n/catalogs';
import { clientI18n } from '../i18n/client-i18n';

// Every screen speaks English in the unit tests, with every catalog loaded as a visitor's page would.
beforeAll(async () => {
  await loadCatalogs(clientI18n, 'en', CATALOG_NAMES);
  clientI18n.activate('en');
});

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
