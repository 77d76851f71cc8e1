import { afterAll, beforeAll } from 'vitest';
import { CATALOG_NAMES, loadCatalogs, type CatalogLocale } from '../i18n/catalogs';
import { clientI18n } from '../i18n/client-i18n';

/**
 * For a file whose screens speak `locale`, as a page under its prefix would: every catalog of the
 * language loaded and active for the file's tests, English again after them.
 */
export function speakInThisFile(locale: CatalogLocale): void {
  beforeAll(async () => {
    await loadCatalogs(clientI18n, locale, CATALOG_NAMES);
    clientI18n.activate(locale);
  });
  afterAll(() => {
    clientI18n.activate('en');
  });
}
