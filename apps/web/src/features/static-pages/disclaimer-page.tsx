import { SITE_PATHS } from '@truth-or-dare/room-protocol/site-content';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { ProsePage } from '../../components/prose-page';

export function DisclaimerPage() {
  const { t } = useLingui();
  return (
    <ProsePage
      title={t`Disclaimer`}
      description={t`Truth or Dare is for entertainment only. Under-13s play with parental supervision, and any dare that feels unsafe should be skipped.`}
      lead={<Trans>Please read this before you play.</Trans>}
    >
      <section>
        <h2>
          <Trans>For entertainment only</Trans>
        </h2>
        <p>
          <Trans>
            This game is for entertainment only. Every truth and dare is a light-hearted suggestion, not advice and not
            something you are obliged to do.
          </Trans>
        </p>
      </section>

      <section>
        <h2>
          <Trans>Children and 18+ content</Trans>
        </h2>
        <p>
          <Trans>
            Children under 13 should only play with a parent or guardian supervising. Categories marked 18+ are for
            adults only.
          </Trans>
        </p>
      </section>

      <section>
        <h2>
          <Trans>Play safely</Trans>
        </h2>
        <ul>
          <li>
            <Trans>Skip any dare that feels unsafe, illegal or unkind. No one has to explain a skip.</Trans>
          </li>
          <li>
            <Trans>Never dare someone to do something dangerous, in public or online.</Trans>
          </li>
          <li>
            <Trans>Stop as soon as anyone is uncomfortable.</Trans>
          </li>
        </ul>
      </section>

      <section>
        <h2>
          <Trans>Responsibility</Trans>
        </h2>
        <p>
          <Trans>
            Truth or Dare and its makers are not responsible for actions taken during play. Each player is responsible
            for what they choose to say and do.
          </Trans>
        </p>
      </section>

      <p className="prose-page__cta">
        <Link to={SITE_PATHS.home} className="button-link">
          <Trans>Return to Game</Trans>
        </Link>
      </p>
    </ProsePage>
  );
}
