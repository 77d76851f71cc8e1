import { SITE_PATHS } from '@truth-or-dare/room-protocol/site-content';
import { Link } from 'react-router-dom';
import { PageMeta } from '../../components/page-meta';
import './not-found.css';

export function NotFoundPage() {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <PageMeta
        title="Page Not Found"
        description="This page doesn't exist. Head back to Truth or Dare's home page or contact us."
      />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Page Not Found</h1>
      <p className="not-found__text">We looked everywhere, even under the sofa cushions, but this page isn't here.</p>
      <ul className="not-found__links">
        <li>
          <Link to={SITE_PATHS.home} className="button-link">
            Home
          </Link>
        </li>
        <li>
          <Link to={SITE_PATHS.contact} className="button-link button-link--secondary">
            Contact
          </Link>
        </li>
      </ul>
    </section>
  );
}
