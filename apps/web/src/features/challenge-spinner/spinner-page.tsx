import { Trans, useLingui } from '@lingui/react/macro';
import { PageMeta } from '../../components/page-meta';
import { ChallengeSpinner } from './challenge-spinner';

/** /truth-or-dare-wheel: the Challenge Spinner on a page of its own. */
export function SpinnerPage() {
  const { t } = useLingui();
  return (
    <div className="spinner-page">
      <PageMeta
        title={t`Truth or Dare Wheel`}
        description={t`Spin the Truth or Dare wheel: add up to 10 of your own challenges, spin, and do whatever it lands on. Free, no account needed.`}
      />
      <header className="spinner-page__header">
        <h1 className="spinner-page__title display-title">
          <Trans>Truth or Dare Wheel</Trans>
        </h1>
        <p className="spinner-page__intro">
          <Trans>
            Can't decide what to do next? Put your challenges on the wheel, from 2 up to 10, and let it choose. Edit the
            list however you like, then spin again for the next player.
          </Trans>
        </p>
      </header>
      <ChallengeSpinner />
    </div>
  );
}
