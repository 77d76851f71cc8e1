import { MEMORIZE_MS } from '@truth-or-dare/draw-cards-engine';

/** The four steps of the How to Play box, in order. */
export const HOW_TO_PLAY_STEPS: readonly { title: string; text: string }[] = [
  {
    title: 'Add the players',
    text: 'Type each name and press Enter or Add. You need at least 2 players, then press Start Game.',
  },
  {
    title: 'Memorize the Queen',
    text: `The Queen hides under one of three cups. You have ${MEMORIZE_MS / 1000} seconds to remember where she is.`,
  },
  {
    title: 'Watch the shuffle',
    text: 'The cups swap places fast. Keep your eye on the Queen, then tap the cup you think she is under.',
  },
  {
    title: 'Wrong guess? Truth or Dare!',
    text: 'Find her and you score a win. Miss, and you choose: answer a Truth or do a Dare.',
  },
];
