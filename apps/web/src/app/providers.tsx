import type { ReactNode } from 'react';
import { InitialDataProvider, type InitialData } from './initial-data';
import { SharedUsernameProvider } from './shared-username';

/** App-wide state that does not depend on the router. */
export function AppProviders({ children, initialData = {} }: { children: ReactNode; initialData?: InitialData }) {
  return (
    <InitialDataProvider data={initialData}>
      <SharedUsernameProvider>{children}</SharedUsernameProvider>
    </InitialDataProvider>
  );
}
