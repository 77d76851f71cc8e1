import type { PromptBankId } from '@truth-or-dare/prompt-banks';

export interface OfflineMode {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly adultsOnly: boolean;
  /** The bank the mode's "truth" list is loaded from (dares always come from `offline/dares`). */
  readonly bankId: PromptBankId;
}

/** The six modes of the setup view, in display order (docs/product.md#offline-setup). */
export const OFFLINE_MODES = [
  { id: 'normal', title: 'Normal', description: 'Family-friendly fun', adultsOnly: false, bankId: 'offline/normal' },
  { id: 'party', title: 'Party', description: 'Spicy and daring', adultsOnly: false, bankId: 'offline/party' },
  {
    id: 'funny',
    title: 'Funny',
    description: 'Laugh-out-loud awkwardness',
    adultsOnly: false,
    bankId: 'offline/funny',
  },
  { id: 'spicy', title: 'Spicy', description: 'Bold, flirty, and fiery', adultsOnly: false, bankId: 'offline/spicy' },
  { id: 'dare', title: 'Dare', description: 'Dare to do it!', adultsOnly: false, bankId: 'offline/dare' },
  { id: '18+', title: '18+', description: 'Adults only', adultsOnly: true, bankId: 'offline/18-plus' },
] as const satisfies readonly OfflineMode[];

export type OfflineModeId = (typeof OFFLINE_MODES)[number]['id'];

export function isOfflineModeId(id: unknown): id is OfflineModeId {
  return OFFLINE_MODES.some((mode) => mode.id === id);
}

export function findOfflineMode(id: string): OfflineMode | undefined {
  return OFFLINE_MODES.find((mode) => mode.id === id);
}
