import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useAgeGate } from '../../components/age-gate/use-age-gate';
import { PageMeta } from '../../components/page-meta';
import { announcementFor } from './duel-announcements';
import { DuelGameOver } from './duel-game-over';
import { DuelPlayView } from './duel-play-view';
import { DuelSetupForm } from './duel-setup-form';
import { useDuelGame } from './use-duel-game';
import './duel-game.css';

/** /ultimatetruthordare: the two-player scored game in Horror Mode. */
export function DuelGamePage() {
  const { t, i18n } = useLingui();
  const game = useDuelGame();
  const { requireAdult, dialog } = useAgeGate();
  // Setup takes focus only when players come back to it from a game, not on first arrival.
  const [cameBackToSetup, setCameBackToSetup] = useState(false);
  const backToSetup = () => {
    setCameBackToSetup(true);
    game.backToSetup();
  };

  return (
    <div className="duel-game">
      <PageMeta
        title={t`Truth or Dare (Horror Mode)`}
        description={t`A two-player Truth or Dare duel in the dark: sixty seconds each, ten points for every truth told or dare done. Who survives with the most points?`}
      />
      <header className="duel-game__header">
        <p className="duel-game__eyebrow">
          {/* Its own id: the shell's menu has "Ultimate" too, and one server instance holds every catalog. */}
          <Trans
            context="Eyebrow above the page title"
            comment="The section of the site this game belongs to (the Ultimate games)"
          >
            Ultimate
          </Trans>
        </p>
        <h1 className="duel-game__title">
          <Trans>Truth or Dare (Horror Mode)</Trans>
        </h1>
      </header>

      {game.view === 'setup' ? (
        <DuelSetupForm {...game} requireAdult={requireAdult} focusOnMount={cameBackToSetup} />
      ) : null}
      {game.view === 'playing' ? <DuelPlayView {...game} backToSetup={backToSetup} /> : null}
      {game.view === 'gameOver' ? <DuelGameOver {...game} backToSetup={backToSetup} /> : null}

      {/* Mounted for the page's whole life so that changes are read out reliably. */}
      <p className="duel-sr-only" aria-live="polite">
        {announcementFor(game, i18n)}
      </p>
      {dialog}
    </div>
  );
}
