import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { CountdownOverlay } from './countdown-overlay';
import { modePlaying } from './mode-labels';
import { PlayerChips } from './player-chips';
import { PlayerNameForm } from './player-name-form';
import { PromptCard } from './prompt-card';
import { RoundStatus } from './round-status';
import { TurnControls } from './turn-controls';
import type { OfflineGame } from './use-offline-game';
import { UserText } from '../../components/user-text';

interface GameViewProps {
  game: OfflineGame;
  onEnd: () => void;
}

export function GameView({ game, onEnd }: GameViewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { i18n, t } = useLingui();
  const name = game.currentPlayerName;

  // The Start button is gone: put keyboard and screen-reader users on whose turn it is.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="offline-play" aria-labelledby="offline-turn-heading">
      <header className="turn-header">
        {game.selectedMode ? <p className="turn-header__mode">{modePlaying(game.selectedMode, i18n)}</p> : null}
        <h1
          id="offline-turn-heading"
          ref={headingRef}
          className="turn-header__title display-title"
          tabIndex={-1}
          aria-live="polite"
        >
          {name !== null ? (
            <Trans>
              <UserText text={name} />
              's Turn
            </Trans>
          ) : null}
        </h1>
        <RoundStatus roundComplete={game.roundComplete} roundsCompleted={game.roundsCompleted} />
      </header>

      <TurnControls
        turnButtonsDisabled={game.turnButtonsDisabled}
        canPass={game.canPass}
        truth={game.truth}
        dare={game.dare}
        pass={game.pass}
        nextTurn={game.nextTurn}
      />
      <PromptCard prompt={game.prompt} isCountingDown={game.isCountingDown} />
      <CountdownOverlay active={game.isCountingDown} />

      <section className="offline-panel players-panel" aria-labelledby="offline-players-heading">
        <h2 id="offline-players-heading" className="players-panel__title">
          <Trans>Players</Trans>
        </h2>
        <PlayerChips
          players={game.players}
          currentIndex={game.currentPlayerIndex}
          onRemove={game.removePlayer}
          onChooseAddress={game.chooseAddress}
        />
        <p className="players-panel__notice" role="status">
          {game.notice}
        </p>
        <PlayerNameForm label={t`Add a player`} buttonLabel={t`Add player`} onAdd={game.addPlayer} />
      </section>

      <button type="button" className="offline-button offline-button--end" onClick={onEnd}>
        <Trans>End game</Trans>
      </button>
    </section>
  );
}
