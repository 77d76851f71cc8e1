import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OfflineMode, OfflineModeId } from '@truth-or-dare/offline-engine';

interface ModeLabel {
  readonly title: MessageDescriptor;
  readonly description: MessageDescriptor;
  /** The line above the turn heading during a game. */
  readonly playing: MessageDescriptor;
}

/** The six modes' names and lines (the engine keeps the English ones for its own tests and tools). */
const MODE_LABELS: Record<OfflineModeId, ModeLabel> = {
  normal: {
    title: msg({ message: 'Normal', comment: 'Name of a game mode: everyday, family-friendly prompts.' }),
    description: msg`Family-friendly fun`,
    playing: msg`Normal mode`,
  },
  party: {
    title: msg({ message: 'Party', comment: 'Name of a game mode.' }),
    description: msg`Spicy and daring`,
    playing: msg`Party mode`,
  },
  funny: {
    title: msg({ message: 'Funny', comment: 'Name of a game mode.' }),
    description: msg`Laugh-out-loud awkwardness`,
    playing: msg`Funny mode`,
  },
  spicy: {
    title: msg({ message: 'Spicy', comment: 'Name of a game mode: bold and flirty prompts.' }),
    description: msg`Bold, flirty, and fiery`,
    playing: msg`Spicy mode`,
  },
  dare: {
    title: msg({ message: 'Dare', comment: 'Name of a game mode that deals only dares.' }),
    description: msg`Dare to do it!`,
    playing: msg`Dare mode`,
  },
  '18+': {
    title: msg({ message: '18+', comment: 'Name of the game mode for adults only.' }),
    description: msg`Adults only`,
    playing: msg`18+ mode`,
  },
};

function labelOf(mode: OfflineMode): ModeLabel | undefined {
  return (MODE_LABELS as Partial<Record<string, ModeLabel>>)[mode.id];
}

/** The mode's name in the page's language (the engine's, for a mode the web does not know). */
export function modeTitle(mode: OfflineMode, i18n: I18n): string {
  const label = labelOf(mode);
  return label ? i18n._(label.title) : mode.title;
}

/** The line naming the mode being played ("Party mode"). */
export function modePlaying(mode: OfflineMode, i18n: I18n): string {
  const label = labelOf(mode);
  return label ? i18n._(label.playing) : mode.title;
}

/** The mode's one-line description in the page's language. */
export function modeDescription(mode: OfflineMode, i18n: I18n): string {
  const label = labelOf(mode);
  return label ? i18n._(label.description) : mode.description;
}
