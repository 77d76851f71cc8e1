import type { Messages } from '@lingui/core';

/** This language's catalogs, each a chunk of its own (i18n/catalogs.ts loads this module first). */
export const catalogs = import.meta.glob<{ messages: Messages }>('./*.po');
