import { OFFLINE_DARE_BANK_ID, type OfflineMode } from '@truth-or-dare/offline-engine';
import type { PromptEntry } from '@truth-or-dare/prompt-banks';
import { usePromptBank } from '../../components/use-prompt-bank';
import { loadPromptsWithForms } from '../../i18n/prompts-with-forms';

export type StartBanks =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; truths: readonly PromptEntry[]; dares: readonly PromptEntry[] };

/**
 * The two lists a game starts with: the chosen mode's list and the dare list every mode shares.
 * Loading begins as soon as a mode is picked, so Start is usually ready before it is pressed.
 */
export function useStartBanks(mode: OfflineMode | null): StartBanks {
  // Every address form kept: the engine reads each prompt for the player whose turn it is.
  const truths = usePromptBank(mode?.bankId ?? null, loadPromptsWithForms);
  const dares = usePromptBank(mode ? OFFLINE_DARE_BANK_ID : null, loadPromptsWithForms);
  if (mode === null) return { status: 'idle' };
  if (truths.status === 'failed' || dares.status === 'failed') return { status: 'failed' };
  if (truths.status === 'ready' && dares.status === 'ready')
    return { status: 'ready', truths: truths.entries, dares: dares.entries };
  return { status: 'loading' };
}
