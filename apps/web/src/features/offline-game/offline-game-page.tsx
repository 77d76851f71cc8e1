import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PageMeta } from '../../components/page-meta';
import { GameView } from './game-view';
import { SetupView } from './setup-view';
import { useOfflineGame } from './use-offline-game';
import './offline-game.css';

/** /offline: one device passed around the room; setup, then turns of Truth or Dare. */
export function OfflineGamePage() {
  const game = useOfflineGame();
  const [returnedFromGame, setReturnedFromGame] = useState(false);
  const { t } = useLingui();

  return (
    <div className="offline-game">
      <PageMeta
        title={t`Play Offline`}
        description={t`Play Truth or Dare offline on one phone or laptop: add the players, pick one of six modes and pass the device around for truths and dares.`}
      />
      {game.isPlaying ? (
        <GameView
          game={game}
          onEnd={() => {
            setReturnedFromGame(true);
            game.endGame();
          }}
        />
      ) : (
        <SetupView game={game} focusHeading={returnedFromGame} />
      )}
    </div>
  );
}
