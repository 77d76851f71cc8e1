import { type NoticeKind, type SpinnerNotice, TOAST_MS } from '@truth-or-dare/spinner-engine';
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

/** One engine notice as a toast, for 3 s (TOAST_MS). */
export function showSpinnerNotice(notice: SpinnerNotice): void {
  notify[TOAST_STYLE[notice.kind]](notice.title, notice.detail, { durationMs: TOAST_MS });
}
