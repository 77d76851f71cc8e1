import { Trans, useLingui } from '@lingui/react/macro';
import type { OfflineMode } from '@truth-or-dare/offline-engine';
import { useEffect, useId, useRef } from 'react';
import { useAgeGate } from '../../components/age-gate/use-age-gate';
import { ModePicker } from './mode-picker';
import { PlayerChips } from './player-chips';
import { PlayerNameForm } from './player-name-form';
import type { OfflineGame } from './use-offline-game';

interface SetupViewProps {
  game: OfflineGame;
  /** Set when coming back from a game, so keyboard and screen-reader users land on the heading. */
  focusHeading: boolean;
}

export function SetupView({ game, focusHeading }: SetupViewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const modeLineId = useId();
  const { requireAdult, dialog } = useAgeGate();
  const { t } = useLingui();

  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);

  function chooseMode(mode: OfflineMode) {
    if (mode.adultsOnly) requireAdult(() => game.selectMode(mode.id));
    else game.selectMode(mode.id);
  }

  return (
    <section className="offline-setup" aria-labelledby="offline-setup-title">
      <h1 id="offline-setup-title" ref={headingRef} className="offline-setup__title display-title" tabIndex={-1}>
        <Trans>Truth or Dare</Trans>
      </h1>
      <p id={modeLineId} className="offline-setup__lead">
        <Trans>Select a Mode to Kick Off the Fun!</Trans>
      </p>
      <ModePicker labelledBy={modeLineId} selectedId={game.selectedMode?.id ?? null} onChoose={chooseMode} />

      <div className="offline-panel">
        <PlayerNameForm label={t`Player name`} buttonLabel={t`Add Player`} onAdd={game.addPlayer} />
        <PlayerChips
          players={game.players}
          currentIndex={-1}
          onRemove={game.removePlayer}
          onChooseAddress={game.chooseAddress}
        />
        <button
          type="button"
          className="offline-button offline-button--start"
          disabled={!game.canStart}
          onClick={game.start}
        >
          <Trans>Start Game</Trans>
        </button>
        <p className="offline-setup__status" role="status">
          {game.banks === 'loading' ? <Trans>Loading prompts…</Trans> : null}
          {game.banks === 'failed' ? (
            <Trans>We couldn't load the prompts for this mode. Check your connection and reload the page.</Trans>
          ) : null}
        </p>
      </div>
      {dialog}
    </section>
  );
}
