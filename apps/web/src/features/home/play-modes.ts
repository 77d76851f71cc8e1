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
  { to: '/rooms', label: 'Play Online', blurb: 'Open a room and play with friends anywhere.', tone: 'violet' },
  { to: '/offline', label: 'Play Offline', blurb: 'Pass one device around the room.', tone: 'pink' },
  {
    to: '/quick-play',
    label: 'Quick Play',
    blurb: 'Get matched and start a round right away.',
    badge: 'online',
    tone: 'teal',
  },
  {
    to: '/draw-cards',
    label: 'Draw Cards',
    blurb: 'Find the right card or face a truth or dare.',
    badge: 'NEW',
    tone: 'orange',
  },
  { to: '/ultimate', label: 'Play Ultimate', blurb: 'Two players, a timer and points.', tone: 'blue' },
];
