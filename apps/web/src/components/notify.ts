import { whenToastOutletReady } from '../app/toast-outlet';

/**
 * The app's one way to show a toast, so features don't depend on the toast
 * library directly. Requires the app's <AppToaster> (mounted in the root layout),
 * which closes toasts after 5 s unless `durationMs` says otherwise. The first
 * toast loads the toast library, so it appears a moment after the call.
 */
export interface NotifyOptions {
  durationMs?: number;
}

function options(description?: string, { durationMs }: NotifyOptions = {}) {
  if (!description && durationMs === undefined) return undefined;
  return { ...(description ? { description } : {}), ...(durationMs !== undefined ? { duration: durationMs } : {}) };
}

type Kind = 'success' | 'error' | 'info' | 'message';

function show(kind: Kind, title: string, description?: string, opts?: NotifyOptions): void {
  void whenToastOutletReady().then((toast) => {
    const shown = kind === 'message' ? toast : toast[kind];
    shown(title, options(description, opts));
  });
}

export const notify = {
  success: (title: string, description?: string, opts?: NotifyOptions) => show('success', title, description, opts),
  error: (title: string, description?: string, opts?: NotifyOptions) => show('error', title, description, opts),
  info: (title: string, description?: string, opts?: NotifyOptions) => show('info', title, description, opts),
  message: (title: string, description?: string, opts?: NotifyOptions) => show('message', title, description, opts),
};
