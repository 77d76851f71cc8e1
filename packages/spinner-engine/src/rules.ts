/** The Challenge Spinner's constants and messages, word for word as in docs/product.md#challenge-spinner. */

export const MIN_ITEMS = 2;
export const MAX_ITEMS = 10;

export const SPIN_DURATION_MS = 4000;
export const MIN_TURNS = 5;
export const MAX_TURNS = 10;

/** For the screen: how long confetti and toasts stay up. The machine itself does not wait on them. */
export const CELEBRATION_MS = 3000;
export const TOAST_MS = 3000;

/**
 * The landing point inside the winning slice, as a fraction of the slice. Kept away from both edges
 * so the pointer never sits on a boundary where the drawn wheel and the result could disagree.
 */
export const LANDING_MIN_FRACTION = 0.1;
export const LANDING_MAX_FRACTION = 0.9;

/** The 'Title: detail' messages (docs/product.md#challenge-spinner), split into a toast title and detail. */
export const MESSAGES = {
  invalidInput: { title: 'Invalid Input', detail: 'Please enter a valid challenge item.' },
  duplicateItem: { title: 'Duplicate Item', detail: 'This challenge already exists in your wheel.' },
  maximumReached: { title: 'Maximum Reached', detail: 'You can only have up to 10 challenges on the wheel.' },
  cannotRemove: { title: 'Cannot Remove', detail: 'You need at least 2 items to spin the wheel.' },
  challengeAddedTitle: 'Challenge Added!',
  challengeRemovedTitle: 'Challenge Removed',
  spinningTitle: '🎲 Spinning...',
  spinningDetail: "Let's see what challenge awaits you!",
  selectedTitle: '🎉 Challenge Selected!',
} as const;

export function challengeAddedDetail(item: string): string {
  return `"${item}" is on the wheel.`;
}

export function challengeSelectedDetail(item: string): string {
  return `Your challenge is: ${item}`;
}

/** The list heading, 'Challenges (n/10)'. */
export function challengesHeading(count: number): string {
  return `Challenges (${count}/${MAX_ITEMS})`;
}
