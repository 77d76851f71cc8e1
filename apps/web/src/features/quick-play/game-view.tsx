import { Trans, useLingui } from '@lingui/react/macro';
import { type RefObject, useEffect, useRef } from 'react';
import { BotTag } from './bot-tag';
import { ChatBox } from './chat-box';
import { PromptCard } from './prompt-card';
import { TurnActions } from './turn-actions';
import type { QuickPlay } from './use-quick-play';
import '../../components/pill-button/pill-button.css';
import { UserText } from '../../components/user-text';

interface GameViewProps {
  game: QuickPlay;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** The match: who plays whom, whose turn, the prompt, the moves, the chat, and the disconnect. */
export function GameView({ game, headingRef }: GameViewProps) {
  const { t } = useLingui();
  const botName = game.botName ?? '';
  const userName = game.name ?? '';
  const { disconnected } = game;
  const rematchRef = useRef<HTMLButtonElement>(null);
  const gameRef = useRef<HTMLElement>(null);

  // When the bot leaves, ReMatch is the only move left: focus goes there from anywhere in the
  // game (or from nowhere, as the chat input it was in is now disabled), never from elsewhere on the page.
  useEffect(() => {
    if (!disconnected) return;
    const active = document.activeElement;
    if (active === null || active === document.body || gameRef.current?.contains(active)) rematchRef.current?.focus();
  }, [disconnected]);

  return (
    <section ref={gameRef} className="qp-game" aria-labelledby="qp-game-title">
      <div className="qp-card qp-board">
        <div className="qp-versus">
          <h2 id="qp-game-title" className="qp-versus__title" ref={headingRef} tabIndex={-1}>
            {/* The engine's versus line, "{name} vs {bot}", with each name kept whole on right-to-left pages. */}
            {game.versusLine === null ? null : (
              <Trans comment="The player's name against the computer player's">
                <UserText text={userName} /> vs <UserText text={botName} />
              </Trans>
            )}
          </h2>
          <BotTag />
        </div>

        {game.disconnectNotice ? (
          <p className="qp-notice" role="alert">
            <Trans>
              <UserText text={botName} /> disconnected.
            </Trans>
          </p>
        ) : null}

        <p className={`qp-turn${disconnected ? ' qp-turn--over' : ''}`} aria-live="polite">
          {game.disconnectedStatus ? (
            t`${botName} has disconnected. You can't play now.`
          ) : game.turn === 'bot' ? (
            <Trans>
              <UserText text={botName} />
              &apos;s turn
            </Trans>
          ) : (
            <Trans>Your turn</Trans>
          )}
        </p>

        <PromptCard prompt={game.prompt} turn={game.turn} botName={botName} disconnected={disconnected} />

        <TurnActions
          canPick={game.canPick}
          canDone={game.canDone}
          onTruth={game.pickTruth}
          onDare={game.pickDare}
          onDone={game.done}
        />

        {game.canRematch ? (
          <button
            ref={rematchRef}
            type="button"
            className="pill-button pill-button--orange qp-rematch"
            onClick={game.rematch}
          >
            <Trans comment="Button: play a new match (back to picking a player)">ReMatch</Trans>
          </button>
        ) : null}
      </div>

      <ChatBox
        userName={userName}
        botName={botName}
        messages={game.messages}
        botTyping={game.botTyping}
        canChat={game.canChat}
        onSend={game.sendChat}
      />
    </section>
  );
}
