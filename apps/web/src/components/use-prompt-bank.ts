import { type PromptBankId, type PromptEntry, loadPromptBank } from '@truth-or-dare/prompt-banks';
import { useEffect, useState } from 'react';

export type BankState =
  { status: 'loading' } | { status: 'ready'; entries: readonly PromptEntry[] } | { status: 'failed' };

/** Loads a prompt bank (its own small chunk) when `id` is set; null loads nothing. */
export function usePromptBank(id: PromptBankId | null): BankState {
  const [state, setState] = useState<{ id: PromptBankId | null; bank: BankState }>({
    id: null,
    bank: { status: 'loading' },
  });

  useEffect(() => {
    if (id === null) return undefined;
    let cancelled = false;
    loadPromptBank(id).then(
      (entries) => !cancelled && setState({ id, bank: { status: 'ready', entries } }),
      () => !cancelled && setState({ id, bank: { status: 'failed' } }),
    );
    return () => {
      cancelled = true;
    };
  }, [id]);

  return state.id === id ? state.bank : { status: 'loading' };
}
