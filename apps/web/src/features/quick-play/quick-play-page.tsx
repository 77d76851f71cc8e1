import { Trans, useLingui } from '@lingui/react/macro';
import { PageMeta } from '../../components/page-meta';
import { useGameSeed } from '../../components/game-seed';
import { useState } from 'react';
import { quickPlayAddress } from './quick-play-address';
import { QuickPlayMatch } from './quick-play-match';
import { useQuickPlayContent } from './use-quick-play-content';
import './quick-play.css';

/** /quick-play: a chat match of Truth or Dare against a computer player. */
export function QuickPlayPage() {
  const { t } = useLingui();
  const content = useQuickPlayContent();
  const seed = useGameSeed();
  // Read once: the match starts with the last choice made on this device.
  const [address] = useState(quickPlayAddress.read);

  return (
    <div className="quick-play">
      <PageMeta
        title={t`Quick Play`}
        description={t`Quick Play Truth or Dare against a friendly computer player: pick a name, take turns choosing truth or dare, and chat while you play. No account needed.`}
      />
      <header className="quick-play__intro">
        <h1 className="quick-play__title display-title">
          <Trans>Quick Play</Trans>
        </h1>
        <p className="quick-play__tagline">
          <Trans>Truth or Dare against a computer player, with chat.</Trans>
        </p>
      </header>
      {content.status === 'loading' ? (
        <p className="quick-play__loading" role="status">
          <Trans>Loading quick play…</Trans>
        </p>
      ) : null}
      {content.status === 'failed' ? (
        <p className="quick-play__failed" role="alert">
          <Trans>Quick play couldn&apos;t load. Please reload the page.</Trans>
        </p>
      ) : null}
      {content.status === 'ready' ? <QuickPlayMatch input={{ ...content.content, seed, address }} /> : null}
    </div>
  );
}
