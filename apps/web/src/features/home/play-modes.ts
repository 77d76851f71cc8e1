import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SITE_PATHS } from '@truth-or-dare/room-protocol/site-content';

export interface PlayMode {
  to: string;
  label: MessageDescriptor;
  blurb: MessageDescriptor;
  badge?: MessageDescriptor;
  /** Colour theme class suffix, see home.css. */
  tone: 'violet' | 'pink' | 'teal' | 'orange' | 'blue';
}

/** The home page's mode buttons, in display order (docs/product.md#home). */
export const PLAY_MODES: readonly PlayMode[] = [
  {
    to: SITE_PATHS.rooms,
    label: msg`Play Online`,
    blurb: msg`Open a room and play with friends anywhere.`,
    tone: 'violet',
  },
  { to: SITE_PATHS.offline, label: msg`Play Offline`, blurb: msg`Pass one device around the room.`, tone: 'pink' },
  {
    to: SITE_PATHS.quickPlay,
    label: msg`Quick Play`,
    blurb: msg`Get matched and start a round right away.`,
    badge: msg({
      message: 'online',
      comment: 'Badge on the Quick Play button: this mode needs an internet connection.',
    }),
    tone: 'teal',
  },
  {
    to: SITE_PATHS.drawCards,
    label: msg`Draw Cards`,
    blurb: msg`Find the right card or face a truth or dare.`,
    badge: msg({ message: 'NEW', comment: 'Badge on a game mode button: the mode was added recently.' }),
    tone: 'orange',
  },
  { to: SITE_PATHS.ultimate, label: msg`Play Ultimate`, blurb: msg`Two players, a timer and points.`, tone: 'blue' },
];
