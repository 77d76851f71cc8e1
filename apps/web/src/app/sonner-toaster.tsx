import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
// Sonner's styles as a stylesheet of this chunk: the build removes the style element sonner would
// add at run time, which the Content-Security-Policy refuses (scripts/no-inline-style-elements.ts).
import 'sonner/dist/styles.css';
import { toastOutletMounted } from './toast-outlet';

/** The toast library's outlet, loaded with the first toast (see toast-outlet.ts). */
export default function SonnerToaster() {
  const { t } = useLingui();
  // Runs after the Toaster's own effects, so it is listening before the first toast is raised.
  useEffect(() => toastOutletMounted(toast), []);
  return (
    <Toaster
      position="top-center"
      richColors
      closeButton
      duration={5000}
      hotkey={['altKey', 'KeyT']}
      containerAriaLabel={t`Notifications`}
      toastOptions={{ closeButtonAriaLabel: t`Close toast` }}
    />
  );
}
