import { Trans, useLingui } from '@lingui/react/macro';
import type { RoomState } from '@truth-or-dare/room-protocol';
import { UserText } from '../../../components/user-text';
import type { RoomSession } from '../session/use-room-session';
import { useScrollsInside } from '../../../components/use-scrolls-inside';
import { EnglishPromptsNote } from './english-prompts-note';
import { PassButton } from './pass-button';
import { RoomPrompt } from './room-prompt';
import { TurnButtons } from './turn-buttons';
import { TurnTimer } from './turn-timer';
import { useViewerPrompt } from './use-viewer-prompt';

interface RoomBoardProps {
  room: RoomState;
  session: RoomSession;
}

/** The play itself, kept in view on a phone: the prompt, whose turn it is, and the moves (Truth, Dare, Pass). */
export function RoomBoard({ room, session }: RoomBoardProps) {
  const { t } = useLingui();
  const { seat, turnPlayer, isMyTurn } = session;
  const viewerPrompt = useViewerPrompt(room);
  const [promptScrolls, promptBox] = useScrollsInside();

  return (
    <section className="rooms-card room-board" aria-label={t`Game`}>
      {/* The prompt first: it is usually the last player's, so the turn line never sits above it.
          On a short screen a long one scrolls inside its box, which the keyboard can then reach. */}
      <div
        ref={promptBox}
        className="room-board__prompt"
        role="region"
        aria-label={t({ message: 'Current prompt', comment: 'The truth or dare on show in an online room' })}
        tabIndex={promptScrolls ? 0 : undefined}
      >
        <RoomPrompt
          type={room.currentType}
          prompt={viewerPrompt}
          promptFor={room.promptFor}
          waitingFor={turnPlayer}
          isMyTurn={isMyTurn}
        />
      </div>
      <EnglishPromptsNote room={room} />
      <div className="room-board__turn">
        <h2 className="room-turn" aria-live="polite">
          {isMyTurn ? (
            <Trans>Your turn</Trans>
          ) : turnPlayer ? (
            <Trans>
              <UserText text={turnPlayer} />
              's turn
            </Trans>
          ) : (
            <Trans>Waiting for players</Trans>
          )}
        </h2>
        {turnPlayer ? (
          <TurnTimer
            deadline={room.turnDeadline}
            turnSeconds={room.settings.turnSeconds}
            player={turnPlayer}
            isMe={isMyTurn}
          />
        ) : null}
      </div>
      <div className="room-board__moves">
        <TurnButtons canPick={session.canPick} onPick={session.takeTurn} />
        <PassButton seat={seat} room={room} state={session.passState} onPass={session.pass} />
      </div>
    </section>
  );
}
