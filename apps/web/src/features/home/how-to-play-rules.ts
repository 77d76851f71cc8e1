import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface Rule {
  title: MessageDescriptor;
  text: MessageDescriptor;
}

/** The eight house rules, in the order the game explains them. */
export const HOW_TO_PLAY_RULES: readonly Rule[] = [
  {
    title: msg`Gather your group`,
    text: msg`Get 2–9 players together; it is best when everyone can see and hear each other.`,
  },
  {
    title: msg`Create or join a room`,
    text: msg`Play offline by sharing one device in the same room, or play online in a room your friends can join from anywhere.`,
  },
  {
    title: msg`Take turns`,
    text: msg`Go clockwise or let the game pick at random, and whoever is up gets asked 'Truth or Dare?'.`,
  },
  {
    title: msg`Agree on limits`,
    text: msg`Before the first question, agree what is off limits: no personal attacks, and keep everything age-appropriate for the group.`,
  },
  {
    title: msg`Answer or act`,
    text: msg`Answer the truth honestly or do the dare, no half measures.`,
  },
  {
    title: msg`Use your pass`,
    text: msg`Each player may skip one truth or dare per game, so save it for when it really counts.`,
  },
  {
    title: msg`Keep it light`,
    text: msg`The aim is laughter, not embarrassment, so keep the mood friendly and fun.`,
  },
  {
    title: msg`Know when to stop`,
    text: msg`Finish after the number of rounds you set, or as soon as everyone has had enough.`,
  },
];
