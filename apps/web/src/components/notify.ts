import { toast } from 'sonner';

/**
 * The app's one way to show a toast, so features don't depend on the toast
 * library directly. Requires the app's <Toaster> (mounted in the root layout),
 * which closes toasts after 5 s unless `durationMs` says otherwise.
 */
export interface NotifyOptions {
  durationMs?: number;
}

function options(description?: string, { durationMs }: NotifyOptions = {}) {
  if (!description && durationMs === undefined) return undefined;
  return { ...(description ? { description } : {}), ...(durationMs !== undefined ? { duration: durationMs } : {}) };
}

export const notify = {
  success: (title: string, description?: string, opts?: NotifyOptions) => toast.success(title, options(description, opts)),
  error: (title: string, description?: string, opts?: NotifyOptions) => toast.error(title, options(description, opts)),
  info: (title: string, description?: string, opts?: NotifyOptions) => toast.info(title, options(description, opts)),
  message: (title: string, description?: string, opts?: NotifyOptions) => toast(title, options(description, opts)),
};
