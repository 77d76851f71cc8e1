import { SITE_PATHS } from '@truth-or-dare/room-protocol/site-content';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PageMeta } from '../../components/page-meta';
import './not-found.css';

export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <PageMeta
        title={t`Page Not Found`}
        description={t`This page doesn't exist. Head back to Truth or Dare's home page or contact us.`}
      />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">
        <Trans>Page Not Found</Trans>
      </h1>
      <p className="not-found__text">
        <Trans>We looked everywhere, even under the sofa cushions, but this page isn't here.</Trans>
      </p>
      <ul className="not-found__links">
        <li>
          <Link to={SITE_PATHS.home} className="button-link">
            <Trans>Home</Trans>
          </Link>
        </li>
        <li>
          <Link to={SITE_PATHS.contact} className="button-link button-link--secondary">
            <Trans>Contact</Trans>
          </Link>
        </li>
      </ul>
    </section>
  );
}
