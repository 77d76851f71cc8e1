import { SITE_PATHS } from '@truth-or-dare/room-protocol/site-content';
import { Link } from 'react-router-dom';
import { PageMeta } from './page-meta';
import './needs-connection.css';

/** Shown instead of an online page opened without a network, so it never just fails to load. */
export function NeedsConnection() {
  return (
    <section className="needs-connection" aria-labelledby="needs-connection-heading">
      <PageMeta title="You are offline" description="Online rooms need an internet connection." noIndex />
      <h1 id="needs-connection-heading">You are offline</h1>
      <p role="status">Online rooms need an internet connection. Reconnect to play, or try a local game.</p>
      <p className="needs-connection__links">
        <Link to={SITE_PATHS.offline} className="button-link">
          Play offline
        </Link>
        <Link to={SITE_PATHS.quickPlay} className="button-link button-link--secondary">
          Quick play
        </Link>
      </p>
    </section>
  );
}
