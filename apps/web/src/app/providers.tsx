import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { InitialDataProvider, type InitialData } from './initial-data';
import { SharedUsernameProvider } from './shared-username';

/** App-wide state that does not depend on the router: the page's language and its data. */
export function AppProviders({
  children,
  i18n,
  initialData = {},
}: {
  children: ReactNode;
  i18n: I18n;
  initialData?: InitialData;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <InitialDataProvider data={initialData}>
        <SharedUsernameProvider>{children}</SharedUsernameProvider>
      </InitialDataProvider>
    </I18nProvider>
  );
}
