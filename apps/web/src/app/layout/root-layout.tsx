import { Outlet } from 'react-router-dom';
import { UpdatePrompt } from '../../features/app-updates/update-prompt';
import { SubscribePopup } from '../../features/newsletter/subscribe-popup';
import { AppToaster } from '../app-toaster';
import { useClickSound } from '../sound/use-click-sound';
import { useScrollToTop } from '../use-scroll-to-top';
import { PromptLanguageNote } from './prompt-language-note';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import './layout.css';

/** Frame shared by every route: skip link, header, page, footer, toasts, the newsletter popup and the new-version prompt. */
export function RootLayout() {
  useScrollToTop();
  useClickSound();

  return (
    <div className="app-shell">
      <SkipLink />
      <SiteHeader />
      <PromptLanguageNote />
      {/* tabIndex lets the skip link move focus here, not just scroll. */}
      <main id={MAIN_CONTENT_ID} className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <SubscribePopup />
      <AppToaster />
      <UpdatePrompt />
    </div>
  );
}
