import { useEffect, useState } from 'react';
import { usePageLocale } from '../../i18n/page-locale';
import { type QuickPlayContent, loadQuickPlayContent } from './load-quick-play-content';

export type QuickPlayContentState =
  { status: 'loading' } | { status: 'ready'; content: QuickPlayContent } | { status: 'failed' };

/** Loads quick play's names, prompts and chat lines once per mounted screen. */
export function useQuickPlayContent(): QuickPlayContentState {
  const [state, setState] = useState<QuickPlayContentState>({ status: 'loading' });
  const locale = usePageLocale();

  useEffect(() => {
    let cancelled = false;
    loadQuickPlayContent(locale).then(
      (content) => !cancelled && setState({ status: 'ready', content }),
      () => !cancelled && setState({ status: 'failed' }),
    );
    return () => {
      cancelled = true;
    };
  }, [locale]);

  return state;
}
