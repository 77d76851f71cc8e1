import type { Locale, PromptBankId, PromptEntry } from '@truth-or-dare/prompt-banks';
import { loadPromptsToDeal, usePageLocale } from '../i18n/page-prompts';
import { useEffect, useState } from 'react';

export type BankState =
  { status: 'loading' } | { status: 'ready'; entries: readonly PromptEntry[] } | { status: 'failed' };

/** How a game takes its prompts: read neutral (loadPromptsToDeal) or with every address form (loadPromptsWithForms). */
type LoadPrompts = (id: PromptBankId, locale: Locale) => Promise<readonly PromptEntry[]>;

/**
 * Loads a prompt bank in the page's language (its own small chunk) when `id` is set; null loads
 * nothing. `load` is a module's function, the same on every render.
 */
export function usePromptBank(id: PromptBankId | null, load: LoadPrompts = loadPromptsToDeal): BankState {
  const [state, setState] = useState<{ id: PromptBankId | null; bank: BankState }>({
    id: null,
    bank: { status: 'loading' },
  });

  const locale = usePageLocale();
  useEffect(() => {
    if (id === null) return undefined;
    let cancelled = false;
    load(id, locale).then(
      (entries) => !cancelled && setState({ id, bank: { status: 'ready', entries } }),
      () => !cancelled && setState({ id, bank: { status: 'failed' } }),
    );
    return () => {
      cancelled = true;
    };
  }, [id, locale, load]);

  return state.id === id ? state.bank : { status: 'loading' };
}
