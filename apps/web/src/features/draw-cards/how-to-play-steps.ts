import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { MEMORIZE_MS } from '@truth-or-dare/draw-cards-engine';

const seconds = MEMORIZE_MS / 1000;

/** The four steps of the How to Play box, in order. */
export const HOW_TO_PLAY_STEPS: readonly { title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    title: msg`Add the players`,
    text: msg`Type each name and press Enter or Add. You need at least 2 players, then press Start Game.`,
  },
  {
    title: msg`Memorize the Queen`,
    text: msg`${plural(seconds, {
      one: 'The Queen hides under one of three cups. You have # second to remember where she is.',
      other: 'The Queen hides under one of three cups. You have # seconds to remember where she is.',
    })}`,
  },
  {
    title: msg`Watch the shuffle`,
    text: msg`The cups swap places fast. Keep your eye on the Queen, then tap the cup you think she is under.`,
  },
  {
    title: msg`Wrong guess? Truth or Dare!`,
    text: msg`Find her and you score a win. Miss, and you choose: answer a Truth or do a Dare.`,
  },
];
