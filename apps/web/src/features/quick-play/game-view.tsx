import { type RefObject, useEffect, useRef } from 'react';
import { BotTag } from './bot-tag';
import { ChatBox } from './chat-box';
import { PromptCard } from './prompt-card';
import { TurnActions } from './turn-actions';
import type { QuickPlay } from './use-quick-play';
import '../../components/pill-button/pill-button.css';

interface GameViewProps {
  game: QuickPlay;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** The match: who plays whom, whose turn, the prompt, the moves, the chat, and the disconnect. */
export function GameView({ game, headingRef }: GameViewProps) {
  const botName = game.botName ?? '';
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
            {game.versusLine}
          </h2>
          <BotTag />
        </div>

        {game.disconnectNotice ? (
          <p className="qp-notice" role="alert">
            {game.disconnectNotice}
          </p>
        ) : null}

        <p className={`qp-turn${disconnected ? ' qp-turn--over' : ''}`} aria-live="polite">
          {game.disconnectedStatus ?? (game.turn === 'bot' ? `${botName}'s turn` : 'Your turn')}
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
            ReMatch
          </button>
        ) : null}
      </div>

      <ChatBox
        botName={botName}
        messages={game.messages}
        botTyping={game.botTyping}
        canChat={game.canChat}
        onSend={game.sendChat}
      />
    </section>
  );
}
