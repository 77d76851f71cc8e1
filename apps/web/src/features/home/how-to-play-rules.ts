export interface Rule {
  title: string;
  text: string;
}

/** The eight house rules, in the order the game explains them. */
export const HOW_TO_PLAY_RULES: readonly Rule[] = [
  {
    title: 'Gather your group',
    text: 'Get 2–9 players together; it is best when everyone can see and hear each other.',
  },
  {
    title: 'Create or join a room',
    text: 'Play offline by sharing one device in the same room, or play online in a room your friends can join from anywhere.',
  },
  {
    title: 'Take turns',
    text: "Go clockwise or let the game pick at random, and whoever is up gets asked 'Truth or Dare?'.",
  },
  {
    title: 'Agree on limits',
    text: 'Before the first question, agree what is off limits: no personal attacks, and keep everything age-appropriate for the group.',
  },
  {
    title: 'Answer or act',
    text: 'Answer the truth honestly or do the dare, no half measures.',
  },
  {
    title: 'Use your pass',
    text: 'Each player may skip one truth or dare per game, so save it for when it really counts.',
  },
  {
    title: 'Keep it light',
    text: 'The aim is laughter, not embarrassment, so keep the mood friendly and fun.',
  },
  {
    title: 'Know when to stop',
    text: 'Finish after the number of rounds you set, or as soon as everyone has had enough.',
  },
];
