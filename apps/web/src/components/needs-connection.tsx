import { SITE_PATHS } from '@truth-or-dare/room-protocol/site-content';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PageMeta } from './page-meta';
import './needs-connection.css';

/** Shown instead of an online page opened without a network, so it never just fails to load. */
export function NeedsConnection() {
  const { t } = useLingui();
  return (
    <section className="needs-connection" aria-labelledby="needs-connection-heading">
      <PageMeta title={t`You are offline`} description={t`Online rooms need an internet connection.`} noIndex />
      <h1 id="needs-connection-heading">
        <Trans>You are offline</Trans>
      </h1>
      <p role="status">
        <Trans>Online rooms need an internet connection. Reconnect to play, or try a local game.</Trans>
      </p>
      <p className="needs-connection__links">
        <Link to={SITE_PATHS.offline} className="button-link">
          <Trans>Play offline</Trans>
        </Link>
        <Link to={SITE_PATHS.quickPlay} className="button-link button-link--secondary">
          <Trans>Quick play</Trans>
        </Link>
      </p>
    </section>
  );
}
