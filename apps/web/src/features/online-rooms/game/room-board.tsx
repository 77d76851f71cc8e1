import { Trans, useLingui } from '@lingui/react/macro';
import type { RoomState } from '@truth-or-dare/room-protocol';
import { useContext, useId } from 'react';
import { RoomCallSlot } from '../../../components/room-call-slot';
import { ChatPanel } from '../chat/chat-panel';
import { HostControls } from '../host/host-controls';
import { RoomCode } from '../invite/room-code';
import { RoomQrCode } from '../invite/room-qr-code';
import { ShareLinkButton } from '../invite/share-link-button';
import type { RoomSession } from '../session/use-room-session';
import { RoomSettingsPanel } from '../settings/room-settings-panel';
import { BackButton } from '../shared/back-button';
import { PassButton } from './pass-button';
import { PlayerList } from './player-list';
import { EnglishPromptsNote } from './english-prompts-note';
import { RoomPrompt } from './room-prompt';
import { useViewerPrompt } from './use-viewer-prompt';
import { TurnButtons } from './turn-buttons';
import { TurnTimer } from './turn-timer';
import { UserText } from '../../../components/user-text';

interface RoomBoardProps {
  roomId: string;
  room: RoomState;
  session: RoomSession;
  onBack: () => void;
}

/** The players in the call as a list in the page's language ("Ana, Ben" in English). */
function callNames(locale: string, names: readonly string[]): string {
  return new Intl.ListFormat(locale, { type: 'unit', style: 'short' }).format(names);
}

/** The game once seated: the prompt and turn, players, host controls, settings, sharing, the call and the chat. */
export function RoomBoard({ roomId, room, session, onBack }: RoomBoardProps) {
  const { i18n, t } = useLingui();
  const playersLabelId = useId();
  // The video call, when the app offers one (app/room-call-provider.tsx).
  const RoomCall = useContext(RoomCallSlot);
  const { seat, turnPlayer, isMyTurn } = session;
  const playerCount = room.username.length;
  const callers = callNames(i18n.locale, room.videoParticipants);
  const viewerPrompt = useViewerPrompt(room);

  return (
    <div className="room-game">
      <section className="rooms-card room-board" aria-label={t`Game`}>
        {/* The prompt first: it is usually the last player's, so the turn line never sits above it. */}
        <RoomPrompt
          type={room.currentType}
          prompt={viewerPrompt}
          promptFor={room.promptFor}
          waitingFor={turnPlayer}
          isMyTurn={isMyTurn}
        />
        <EnglishPromptsNote room={room} />
        <PassButton seat={seat} room={room} state={session.passState} onPass={session.pass} />
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
        <TurnButtons canPick={session.canPick} onPick={session.takeTurn} />

        <div className="room-board__players">
          <h3 id={playersLabelId} className="room-board__label">
            <Trans>Players ({playerCount})</Trans>
          </h3>
          <PlayerList
            players={room.username}
            turnPlayer={turnPlayer}
            host={room.host}
            me={session.myName}
            labelId={playersLabelId}
          />
        </div>

        {session.isHost ? (
          <HostControls
            players={room.username}
            me={session.myName}
            locked={room.locked}
            onSkipTurn={session.skipTurn}
            onSetLocked={session.setLocked}
            onRemove={session.removePlayer}
            onMakeHost={session.handHost}
          />
        ) : null}
        <RoomSettingsPanel settings={room.settings} isHost={session.isHost} session={session} />

        {room.videoCallActive ? (
          <p className="room-video-status">
            <span aria-hidden="true">🎥</span>{' '}
            {room.videoParticipants.length > 0 ? (
              <Trans>
                Video call live: <UserText text={callers} />
              </Trans>
            ) : (
              <Trans>Video call live</Trans>
            )}
          </p>
        ) : null}

        {room.code !== '' ? <RoomCode code={room.code} locked={room.locked} /> : null}
        <RoomQrCode roomId={roomId} />

        <div className="room-board__tools">
          <ShareLinkButton roomId={roomId} />
          <BackButton onBack={onBack} />
        </div>
      </section>

      {RoomCall && seat ? (
        <RoomCall
          roomId={roomId}
          seat={seat}
          participants={room.videoParticipants}
          turnPlayer={turnPlayer}
          subscribeSignals={session.subscribeSignals}
          sendCall={session.sendCall}
        />
      ) : null}
      <ChatPanel messages={session.chats} me={session.myName} onSend={session.sendChat} />
    </div>
  );
}
