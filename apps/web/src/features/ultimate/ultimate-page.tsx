import { SITE_PATHS } from '@truth-or-dare/room-protocol/site-content';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { PageMeta } from '../../components/page-meta';
import './ultimate.css';

/** /ultimate: the way into Horror Mode, one link and a little dread. */
export function UltimatePage() {
  const { t } = useLingui();
  return (
    <section className="ultimate" aria-labelledby="ultimate-title">
      <PageMeta
        title={t`Ultimate Truth or Dare`}
        description={t`Ultimate Truth or Dare: a two-player Horror Mode duel with sixty seconds each and ten points for every truth told or dare done.`}
      />
      <div className="ultimate__moon" aria-hidden="true" />
      <h1 id="ultimate-title" className="ultimate__title">
        <Trans>Ultimate Truth or Dare</Trans>
      </h1>
      <p className="ultimate__intro">
        <Trans>
          The lights are out and the clock is already ticking. Two players, sixty seconds each: confess a truth or
          survive a dare, and every one you finish is worth ten points. When the last second dies, only one name is left
          standing.
        </Trans>
      </p>
      <Link to={SITE_PATHS.duel} className="ultimate__link">
        <Trans>Truth or Dare (Horror Mode)</Trans>
      </Link>
    </section>
  );
}
