import { Trans } from '@lingui/react/macro';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element on every page; jumps keyboard users past the navigation. */
export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      <Trans>Skip to main content</Trans>
    </a>
  );
}
