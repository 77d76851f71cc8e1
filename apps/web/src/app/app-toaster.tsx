import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react';
import { toastOutletRequest } from './toast-outlet';

/**
 * The one toast outlet; features show toasts through `notify` in src/components. Nothing is
 * loaded until the first toast asks for it. (Loaded by hand rather than with React.lazy, whose
 * Suspense may hold a freshly loaded component back for a moment to avoid flicker.)
 */
export function AppToaster() {
  const requested = useSyncExternalStore(toastOutletRequest.subscribe, toastOutletRequest.isRequested, () => false);
  const [Outlet, setOutlet] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!requested) return;
    let current = true;
    void import('./sonner-toaster').then(({ default: SonnerToaster }) => {
      if (current) setOutlet(() => SonnerToaster);
    });
    return () => {
      current = false;
    };
  }, [requested]);
  return Outlet ? <Outlet /> : null;
}
