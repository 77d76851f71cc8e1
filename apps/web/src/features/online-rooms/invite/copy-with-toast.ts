import { notify } from '../../../components/notify';

/** Copies `text` to the clipboard and says so in a toast, or says it failed (no clipboard, or the browser refused). */
export async function copyWithToast(text: string, messages: { copied: string; failed: string }): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('No clipboard');
    await navigator.clipboard.writeText(text);
    notify.success(messages.copied);
  } catch {
    notify.error(messages.failed);
  }
}
