import { SITE_PATHS } from '@truth-or-dare/room-protocol/site-content';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

interface BrowsingContext {
  readonly navigation?: { readonly canGoBack?: unknown };
  readonly location: { readonly origin: string };
  readonly document: { readonly referrer: string };
}

/**
 * Whether the tab has one of our pages to go back to, even when this page was loaded fresh (a
 * typed address, a reload): the Navigation API knows where it has it (it counts only our own
 * origin's entries); elsewhere a referrer from our own origin is the best sign.
 */
export function tabCanGoBack(context: BrowsingContext = window): boolean {
  const canGoBack = context.navigation?.canGoBack;
  if (typeof canGoBack === 'boolean') return canGoBack;
  try {
    return context.document.referrer !== '' && new URL(context.document.referrer).origin === context.location.origin;
  } catch {
    return false;
  }
}

/**
 * Back as the room screens mean it: one step back in the tab's history, or home when there is
 * nothing of ours to go back to (docs/product.md#room-list). React Router marks the first entry of
 * a page load with the key 'default', but the tab may have history from before that load.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key === 'default' && !tabCanGoBack()) navigate(SITE_PATHS.home);
    else navigate(-1);
  }, [key, navigate]);
}
