import type { ReactNode } from 'react';
import { SharedUsernameProvider } from './shared-username';

/** App-wide state that does not depend on the router. */
export function AppProviders({ children }: { children: ReactNode }) {
  return <SharedUsernameProvider>{children}</SharedUsernameProvider>;
}
