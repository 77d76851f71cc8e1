import { Trans, useLingui } from '@lingui/react/macro';
import { SITE_PATHS } from '@truth-or-dare/room-protocol/site-content';
import { type ReactNode, useEffect } from 'react';
import { useSharedUsername } from '../../app/shared-username';
import { PageMeta } from '../../components/page-meta';
import { HowToPlay } from './how-to-play';
import { PlayModeLinks } from './play-mode-links';
import './home.css';

interface HomePageProps {
  /** The Challenge Spinner, composed in by the router so features stay independent. */
  spinner?: ReactNode;
  /** The blog section (the first four posts), composed in by the router the same way. */
  blogGrid?: ReactNode;
}

export function HomePage({ spinner, blogGrid }: HomePageProps) {
  const { setUsername } = useSharedUsername();
  const { t } = useLingui();

  // Coming back home starts fresh: the next game asks for a name again.
  useEffect(() => {
    setUsername('');
  }, [setUsername]);

  return (
    <div className="home">
      <PageMeta
        path={SITE_PATHS.home}
        description={t`Play Truth or Dare online with friends or offline on one device. Quick play, draw cards, a two-player mode and a challenge spinner, free and with no account.`}
      />
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title" className="hero__title display-title">
          <Trans>Truth or Dare</Trans>
        </h1>
        <p className="hero__tagline">
          <Trans>
            The most fun party game – now online! Spin the wheel, pick your mode, and challenge your friends anywhere.
          </Trans>
        </p>
        <PlayModeLinks />
      </section>
      {spinner}
      {blogGrid}
      <HowToPlay />
    </div>
  );
}
