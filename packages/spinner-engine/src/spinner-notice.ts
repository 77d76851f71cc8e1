import { challengeAddedDetail, challengeSelectedDetail, MESSAGES } from './rules';

export type NoticeKind = 'success' | 'error' | 'info';

/** One toast. `id` increases with every notice, so the screen shows each exactly once. */
export interface SpinnerNotice {
  readonly id: number;
  readonly kind: NoticeKind;
  readonly title: string;
  readonly detail?: string;
}

export type NoticeContent = Omit<SpinnerNotice, 'id'>;

export type RefusalReason = 'invalidInput' | 'duplicateItem' | 'maximumReached' | 'cannotRemove';

export function refusalNotice(reason: RefusalReason): NoticeContent {
  return { kind: 'error', ...MESSAGES[reason] };
}

export function addedNotice(item: string): NoticeContent {
  return { kind: 'success', title: MESSAGES.challengeAddedTitle, detail: challengeAddedDetail(item) };
}

export function removedNotice(): NoticeContent {
  return { kind: 'success', title: MESSAGES.challengeRemovedTitle };
}

export function spinningNotice(): NoticeContent {
  return { kind: 'info', title: MESSAGES.spinningTitle, detail: MESSAGES.spinningDetail };
}

export function selectedNotice(item: string): NoticeContent {
  return { kind: 'success', title: MESSAGES.selectedTitle, detail: challengeSelectedDetail(item) };
}
