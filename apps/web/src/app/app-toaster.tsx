import { Toaster } from 'sonner';

/** The one toast outlet; features show toasts through `notify` in src/components. */
export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      richColors
      closeButton
      duration={5000}
      hotkey={['altKey', 'KeyT']}
    />
  );
}
