import { useEffect, useState } from 'react';
import { type QuickPlayContent, loadQuickPlayContent } from './load-quick-play-content';

export type QuickPlayContentState =
  { status: 'loading' } | { status: 'ready'; content: QuickPlayContent } | { status: 'failed' };

/** Loads quick play's names, prompts and chat lines once per mounted screen. */
export function useQuickPlayContent(): QuickPlayContentState {
  const [state, setState] = useState<QuickPlayContentState>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    loadQuickPlayContent().then(
      (content) => !cancelled && setState({ status: 'ready', content }),
      () => !cancelled && setState({ status: 'failed' }),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  return state;
}
