import { challengeAddedDetail, challengeSelectedDetail, MESSAGES } from './rules';

export type NoticeKind = 'success' | 'error' | 'info';

/**
 * One toast (docs/product.md#challenge-spinner), emitted as it happens: the screen shows each
 * one once, with no record of it left in the machine.
 */
export interface SpinnerNotice {
  readonly type: 'notice';
  readonly kind: NoticeKind;
  readonly title: string;
  readonly detail?: string;
}

export type RefusalReason = 'invalidInput' | 'duplicateItem' | 'maximumReached' | 'cannotRemove';

export function refusalNotice(reason: RefusalReason): SpinnerNotice {
  return { type: 'notice', kind: 'error', ...MESSAGES[reason] };
}

export function addedNotice(item: string): SpinnerNotice {
  return { type: 'notice', kind: 'success', title: MESSAGES.challengeAddedTitle, detail: challengeAddedDetail(item) };
}

export function removedNotice(): SpinnerNotice {
  return { type: 'notice', kind: 'success', title: MESSAGES.challengeRemovedTitle };
}

export function spinningNotice(): SpinnerNotice {
  return { type: 'notice', kind: 'info', title: MESSAGES.spinningTitle, detail: MESSAGES.spinningDetail };
}

export function selectedNotice(item: string): SpinnerNotice {
  return { type: 'notice', kind: 'success', title: MESSAGES.selectedTitle, detail: challengeSelectedDetail(item) };
}
