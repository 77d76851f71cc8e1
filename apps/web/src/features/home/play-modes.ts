import { SITE_PATHS } from '@truth-or-dare/room-protocol/site-content';

export interface PlayMode {
  to: string;
  label: string;
  blurb: string;
  badge?: string;
  /** Colour theme class suffix, see home.css. */
  tone: 'violet' | 'pink' | 'teal' | 'orange' | 'blue';
}

/** The home page's mode buttons, in display order (docs/product.md#home). */
export const PLAY_MODES: readonly PlayMode[] = [
  { to: SITE_PATHS.rooms, label: 'Play Online', blurb: 'Open a room and play with friends anywhere.', tone: 'violet' },
  { to: SITE_PATHS.offline, label: 'Play Offline', blurb: 'Pass one device around the room.', tone: 'pink' },
  {
    to: SITE_PATHS.quickPlay,
    label: 'Quick Play',
    blurb: 'Get matched and start a round right away.',
    badge: 'online',
    tone: 'teal',
  },
  {
    to: SITE_PATHS.drawCards,
    label: 'Draw Cards',
    blurb: 'Find the right card or face a truth or dare.',
    badge: 'NEW',
    tone: 'orange',
  },
  { to: SITE_PATHS.ultimate, label: 'Play Ultimate', blurb: 'Two players, a timer and points.', tone: 'blue' },
];
