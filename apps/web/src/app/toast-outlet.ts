import type { toast as sonnerToast } from 'sonner';

export type ToastFunction = typeof sonnerToast;

/**
 * Where toasts are shown from. The toast library is not part of the first download: the first
 * toast asks for the outlet (AppToaster then loads and mounts it), and every toast waits until
 * an outlet is mounted, because one mounted later would not show toasts raised before it.
 */
let requested = false;
const requestListeners = new Set<() => void>();
let mountedOutlets = 0;
let toastFunction: ToastFunction | null = null;
let waiting: ((toast: ToastFunction) => void)[] = [];

export function whenToastOutletReady(): Promise<ToastFunction> {
  if (!requested) {
    requested = true;
    for (const listener of requestListeners) listener();
  }
  if (mountedOutlets > 0 && toastFunction) return Promise.resolve(toastFunction);
  return new Promise((resolve) => waiting.push(resolve));
}

/** For AppToaster: whether a toast has asked for the outlet yet. */
export const toastOutletRequest = {
  subscribe(listener: () => void): () => void {
    requestListeners.add(listener);
    return () => requestListeners.delete(listener);
  },
  isRequested: (): boolean => requested,
};

/** Called by the mounted outlet once it listens for toasts; returns the call for its unmount. */
export function toastOutletMounted(toast: ToastFunction): () => void {
  mountedOutlets += 1;
  toastFunction = toast;
  const ready = waiting;
  waiting = [];
  for (const resolve of ready) resolve(toast);
  return () => {
    mountedOutlets -= 1;
  };
}
