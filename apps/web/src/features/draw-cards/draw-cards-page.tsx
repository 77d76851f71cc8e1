import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PageMeta } from '../../components/page-meta';
import { useGameSeed } from '../../components/game-seed';
import { CrownIcon } from './crown-icon';
import { HowToPlayBox } from './how-to-play-box';
import { PlayerSetup } from './player-setup';
import { RoundView } from './round-view';
import { useDrawCardsGame } from './use-draw-cards-game';
import { useReducedMotionPreference } from './use-reduced-motion-preference';
import './draw-cards.css';

export function DrawCardsPage() {
  const { t } = useLingui();
  const seed = useGameSeed();
  const reducedMotion = useReducedMotionPreference();

  return (
    <div className="draw-cards">
      <PageMeta
        title={t`Draw Cards`}
        description={t`Find the Queen! Watch three cups shuffle, guess where the Queen hides, and take a Truth or Dare when you miss. A free party game for 2 or more players on one device.`}
      />
      <header className="draw-cards__header">
        <h1 className="draw-cards__title display-title">
          <Trans>
            Draw Cards <CrownIcon className="draw-cards__crown" />
          </Trans>
        </h1>
        <p className="draw-cards__tagline">
          <Trans>Keep your eye on the Queen. Guess wrong and it&apos;s Truth or Dare!</Trans>
        </p>
      </header>
      {/* The machine's input is fixed when it starts, so the game waits (one paint) for the
          motion preference, which is only read after mount. */}
      {reducedMotion === null ? (
        <div className="draw-cards__placeholder" aria-hidden="true" />
      ) : (
        <DrawCardsGame seed={seed} reducedMotion={reducedMotion} />
      )}
    </div>
  );
}

function DrawCardsGame({ seed, reducedMotion }: { seed: number; reducedMotion: boolean }) {
  const game = useDrawCardsGame({ seed, reducedMotion });
  // After End Game the keyboard lands back in the name field rather than at the top of the page.
  const [endedAGame, setEndedAGame] = useState(false);

  if (game.phase === 'addingPlayers') {
    return (
      <div className="draw-cards__setup">
        <PlayerSetup
          players={game.players}
          canStart={game.canStart}
          focusNameField={endedAGame}
          onAdd={game.addPlayer}
          onStart={game.start}
        />
        <HowToPlayBox />
      </div>
    );
  }
  const endGame = () => {
    setEndedAGame(true);
    game.endGame();
  };
  return <RoundView game={game} calm={reducedMotion} onEndGame={endGame} />;
}
