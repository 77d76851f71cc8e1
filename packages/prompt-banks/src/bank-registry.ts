import type { PromptEntry, PromptType, QuickPlayNames, Rating, TextLine } from './prompt-types';

/**
 * Every data file of the library, registered once. Each bank is loaded on demand (its own
 * chunk in a web build), so a game only downloads the banks it uses.
 */
export interface PromptBankInfo {
  readonly id: PromptBankId;
  /** Path of the data file, relative to the package's data/ folder. */
  readonly file: string;
  /** Every entry is tagged with it (a mode or category name of the product). */
  readonly category: string;
  /** No entry may be rated above this. */
  readonly maxRating: Rating;
  /** Minimum number of entries per type, from the product's needs. */
  readonly minimum: Readonly<Partial<Record<PromptType, number>>>;
  readonly load: () => Promise<readonly PromptEntry[]>;
}

export const PROMPT_BANK_IDS = [
  'offline/normal',
  'offline/party',
  'offline/funny',
  'offline/spicy',
  'offline/dare',
  'offline/18-plus',
  'offline/romantic',
  'offline/dares',
  'duel/normal',
  'duel/teens',
  'duel/18-plus',
  'shared/normal',
  'shared/party',
  'shared/funny',
  'shared/spicy',
  'shared/18-plus',
  'shared/dares',
  'quickplay/dares',
] as const;
export type PromptBankId = (typeof PROMPT_BANK_IDS)[number];

// JSON modules arrive with widened string types; the library tests validate every entry.
const asPrompts = (module: { default: unknown }) => module.default as readonly PromptEntry[];
const asLines = (module: { default: unknown }) => module.default as readonly TextLine[];

export const PROMPT_BANKS: Readonly<Record<PromptBankId, PromptBankInfo>> = {
  'offline/normal': bank('offline/normal', 'PG', { truth: 150 }, () =>
    import('../data/offline/normal.json').then(asPrompts),
  ),
  'offline/party': bank('offline/party', 'PG13', { truth: 150 }, () =>
    import('../data/offline/party.json').then(asPrompts),
  ),
  'offline/funny': bank('offline/funny', 'PG', { truth: 150 }, () =>
    import('../data/offline/funny.json').then(asPrompts),
  ),
  'offline/spicy': bank('offline/spicy', 'PG13', { truth: 150 }, () =>
    import('../data/offline/spicy.json').then(asPrompts),
  ),
  'offline/dare': bank('offline/dare', 'PG13', { dare: 280 }, () =>
    import('../data/offline/dare.json').then(asPrompts),
  ),
  'offline/18-plus': bank('offline/18-plus', 'R', { truth: 150 }, () =>
    import('../data/offline/18-plus.json').then(asPrompts),
  ),
  'offline/romantic': bank('offline/romantic', 'PG13', { truth: 100 }, () =>
    import('../data/offline/romantic.json').then(asPrompts),
  ),
  'offline/dares': bank('offline/dares', 'PG', { dare: 50 }, () =>
    import('../data/offline/dares.json').then(asPrompts),
  ),
  'duel/normal': bank('duel/normal', 'PG', { truth: 30, dare: 30 }, () =>
    import('../data/duel/normal.json').then(asPrompts),
  ),
  'duel/teens': bank('duel/teens', 'PG', { truth: 30, dare: 30 }, () =>
    import('../data/duel/teens.json').then(asPrompts),
  ),
  'duel/18-plus': bank('duel/18-plus', 'R', { truth: 30, dare: 30 }, () =>
    import('../data/duel/18-plus.json').then(asPrompts),
  ),
  'shared/normal': bank('shared/normal', 'PG', { truth: 100 }, () =>
    import('../data/shared/normal.json').then(asPrompts),
  ),
  'shared/party': bank('shared/party', 'PG13', { truth: 100 }, () =>
    import('../data/shared/party.json').then(asPrompts),
  ),
  'shared/funny': bank('shared/funny', 'PG', { truth: 100 }, () => import('../data/shared/funny.json').then(asPrompts)),
  'shared/spicy': bank('shared/spicy', 'PG13', { truth: 100 }, () =>
    import('../data/shared/spicy.json').then(asPrompts),
  ),
  'shared/18-plus': bank('shared/18-plus', 'R', { truth: 100 }, () =>
    import('../data/shared/18-plus.json').then(asPrompts),
  ),
  'shared/dares': bank('shared/dares', 'PG13', { dare: 200 }, () =>
    import('../data/shared/dares.json').then(asPrompts),
  ),
  'quickplay/dares': bank('quickplay/dares', 'PG', { dare: 25 }, () =>
    import('../data/quickplay/dares.json').then(asPrompts),
  ),
};

export const CHAT_LINE_BANK_IDS = ['quickplay/bot-lines-male', 'quickplay/bot-lines-female'] as const;
export type ChatLineBankId = (typeof CHAT_LINE_BANK_IDS)[number];

export interface ChatLineBankInfo {
  readonly id: ChatLineBankId;
  readonly file: string;
  readonly minimum: number;
  readonly load: () => Promise<readonly TextLine[]>;
}

/** Quick-play bot chat lines: PG, friendly, never flirtatious or personal (the bot talks to teens). */
export const CHAT_LINE_BANKS: Readonly<Record<ChatLineBankId, ChatLineBankInfo>> = {
  'quickplay/bot-lines-male': {
    id: 'quickplay/bot-lines-male',
    file: 'quickplay/bot-lines-male.json',
    minimum: 50,
    load: () => import('../data/quickplay/bot-lines-male.json').then(asLines),
  },
  'quickplay/bot-lines-female': {
    id: 'quickplay/bot-lines-female',
    file: 'quickplay/bot-lines-female.json',
    minimum: 50,
    load: () => import('../data/quickplay/bot-lines-female.json').then(asLines),
  },
};

export const QUICK_PLAY_NAMES_FILE = 'quickplay/names.json';
export const SPINNER_DEFAULTS_FILE = 'spinner/default-challenges.json';

export function loadQuickPlayNames(): Promise<QuickPlayNames> {
  return import('../data/quickplay/names.json').then((module) => module.default as QuickPlayNames);
}

/** The Challenge Spinner's eight default wheel labels. */
export function loadSpinnerDefaults(): Promise<readonly TextLine[]> {
  return import('../data/spinner/default-challenges.json').then(asLines);
}

export function loadPromptBank(id: PromptBankId): Promise<readonly PromptEntry[]> {
  return PROMPT_BANKS[id].load();
}

export function loadChatLines(id: ChatLineBankId): Promise<readonly TextLine[]> {
  return CHAT_LINE_BANKS[id].load();
}

function bank(
  id: PromptBankId,
  maxRating: Rating,
  minimum: PromptBankInfo['minimum'],
  load: PromptBankInfo['load'],
): PromptBankInfo {
  return { id, file: `${id}.json`, category: categoryOfBank(id), maxRating, minimum, load };
}

/** "offline/18-plus" -> "18+", "shared/dares" -> "dares"; quick play's dares are tagged "quickplay". */
function categoryOfBank(id: PromptBankId): string {
  if (id === 'quickplay/dares') return 'quickplay';
  const name = id.slice(id.indexOf('/') + 1);
  return name === '18-plus' ? '18+' : name;
}
