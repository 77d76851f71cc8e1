import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  challengeAddedDetail,
  challengeSelectedDetail,
  MESSAGES,
  type NoticeKind,
  type SpinnerNotice,
  TOAST_MS,
} from '@truth-or-dare/spinner-engine';
import { notify } from '../../components/notify';

/**
 * Errors are red toasts and successes green (docs/product.md#challenge-spinner). The spin's own notice is shown as a
 * neutral toast: the toast library's rich "info" blue is 4.4:1 on its background, below WCAG AA.
 */
const TOAST_STYLE: Record<NoticeKind, 'error' | 'success' | 'message'> = {
  error: 'error',
  success: 'success',
  info: 'message',
};

/** The engine's fixed English texts (its notices carry no other key), each with its message. */
const FIXED_TEXTS = new Map<string, MessageDescriptor>([
  [MESSAGES.invalidInput.title, msg`Invalid Input`],
  [MESSAGES.invalidInput.detail, msg`Please enter a valid challenge item.`],
  [MESSAGES.duplicateItem.title, msg`Duplicate Item`],
  [MESSAGES.duplicateItem.detail, msg`This challenge already exists in your wheel.`],
  [MESSAGES.maximumReached.title, msg`Maximum Reached`],
  [MESSAGES.maximumReached.detail, msg`You can only have up to 10 challenges on the wheel.`],
  [MESSAGES.cannotRemove.title, msg`Cannot Remove`],
  [MESSAGES.cannotRemove.detail, msg`You need at least 2 items to spin the wheel.`],
  [MESSAGES.challengeAddedTitle, msg`Challenge Added!`],
  [MESSAGES.challengeRemovedTitle, msg`Challenge Removed`],
  [MESSAGES.spinningTitle, msg`🎲 Spinning...`],
  [MESSAGES.spinningDetail, msg`Let's see what challenge awaits you!`],
  [MESSAGES.selectedTitle, msg`🎉 Challenge Selected!`],
]);

const MARK = '\u0000';

/** The challenge inside a text the engine built with `template`, or null if it is not such a text. */
function challengeIn(text: string, template: (item: string) => string): string | null {
  const [prefix = '', suffix = ''] = template(MARK).split(MARK);
  if (text.length < prefix.length + suffix.length || !text.startsWith(prefix) || !text.endsWith(suffix)) return null;
  return text.slice(prefix.length, text.length - suffix.length);
}

/** A notice's text in the page's language; a text the web does not know is shown as the engine wrote it. */
function translated(text: string, i18n: I18n): string {
  const fixed = FIXED_TEXTS.get(text);
  if (fixed) return i18n._(fixed);
  const added = challengeIn(text, challengeAddedDetail);
  if (added !== null) return i18n._(msg`"${added}" is on the wheel.`);
  const selected = challengeIn(text, challengeSelectedDetail);
  if (selected !== null) return i18n._(msg`Your challenge is: ${selected}`);
  return text;
}

/** One engine notice as a toast, for 3 s (TOAST_MS), in the page's language. */
export function showSpinnerNotice(notice: SpinnerNotice, i18n: I18n): void {
  const detail = notice.detail === undefined ? undefined : translated(notice.detail, i18n);
  notify[TOAST_STYLE[notice.kind]](translated(notice.title, i18n), detail, { durationMs: TOAST_MS });
}
