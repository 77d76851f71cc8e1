import { toast } from 'sonner';

/**
 * The app's one way to show a toast, so features don't depend on the toast
 * library directly. Requires the app's <Toaster> (mounted in the root layout).
 */
function options(description?: string) {
  return description ? { description } : undefined;
}

export const notify = {
  success: (title: string, description?: string) => toast.success(title, options(description)),
  error: (title: string, description?: string) => toast.error(title, options(description)),
  info: (title: string, description?: string) => toast.info(title, options(description)),
  message: (title: string, description?: string) => toast(title, options(description)),
};
