import type { Messages } from '@lingui/core';
import { messages as appUpdates } from '../locales/en/app-updates.po';
import { messages as blog } from '../locales/en/blog.po';
import { messages as challengeSpinner } from '../locales/en/challenge-spinner.po';
import { messages as home } from '../locales/en/home.po';
import { messages as newsletter } from '../locales/en/newsletter.po';
import { messages as notFound } from '../locales/en/not-found.po';
import { messages as shell } from '../locales/en/shell.po';
import type { CatalogName } from './catalogs';

/**
 * English, the default language, ships inside the entry bundle: an English page starts (and a
 * server-rendered one hydrates) as soon as its code has run, with no catalog request first, as the
 * site did before it spoke other languages (docs/decisions/0024-ui-messages.md).
 */
export const ENGLISH_ENTRY_MESSAGES: Readonly<Partial<Record<CatalogName, Messages>>> = {
  shell,
  home,
  blog,
  'not-found': notFound,
  'challenge-spinner': challengeSpinner,
  'app-updates': appUpdates,
  newsletter,
};
