import { I18nProvider } from '@lingui/react';
import * as testingLibrary from '@testing-library/react';
import type { JSXElementConstructor, ReactNode } from 'react';
import { clientI18n } from '../i18n/client-i18n';

// Testing Library with every render inside the app's translation provider (English, loaded by
// setup-tests.ts), as every screen is in the app. Tests import render from here.
export * from '@testing-library/react';

type Wrapper = JSXElementConstructor<{ children: ReactNode }>;

function withI18n(Inner?: Wrapper): Wrapper {
  return function I18nWrapper({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={clientI18n}>{Inner ? <Inner>{children}</Inner> : children}</I18nProvider>;
  };
}

export function render(ui: ReactNode, options: testingLibrary.RenderOptions = {}) {
  return testingLibrary.render(ui, { ...options, wrapper: withI18n(options.wrapper as Wrapper | undefined) });
}

export function renderHook<Result, Props>(
  hook: (props: Props) => Result,
  options: testingLibrary.RenderHookOptions<Props> = {},
) {
  return testingLibrary.renderHook(hook, { ...options, wrapper: withI18n(options.wrapper as Wrapper | undefined) });
}
