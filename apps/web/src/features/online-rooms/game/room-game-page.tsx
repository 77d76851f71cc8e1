import {
  ROOM_MESSAGES,
  ROOM_NOTICE_TEXT,
  type RoomSeat,
  type RoomSessionNotice,
  SITE_PATHS,
} from '@truth-or-dare/room-protocol';
import { useCallback, useContext, useEffect, useId, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { useSharedUsername } from '../../../app/shared-username';
import { notify } from '../../../components/notify';
import { PageMeta } from '../../../components/page-meta';
import { RoomCallSlot } from '../../../components/room-call-slot';
import { BackButton } from '../shared/back-button';
import { ChatPanel } from '../chat/chat-panel';
import { HostControls } from '../host/host-controls';
import { PassButton } from './pass-button';
import { PlayerList } from './player-list';
import { RoomCode } from '../invite/room-code';
import { RoomPrompt } from './room-prompt';
import { RoomQrCode } from '../invite/room-qr-code';
import { RoomSettingsPanel } from '../settings/room-settings-panel';
import { clearRoomSeat, readRoomSeat, saveRoomSeat } from '../session/room-seat-storage';
import { roomsApi } from '../session/rooms-api';
import { ShareLinkButton } from '../invite/share-link-button';
import { TurnButtons } from './turn-buttons';
import { TurnTimer } from './turn-timer';
import { useGoBack } from '../shared/use-go-back';
import { useRoomSession } from '../session/use-room-session';
import '../shared/online-rooms.css';

/** How long the removed player's notice stays on the home page. */
const REMOVED_NOTICE_MS = 10_000;

const META = {
  title: 'Online Room',
  description:
    'An online Truth or Dare room: take turns choosing truth or dare, see every prompt live and chat with the other players.',
};

/** /rooms/{roomId}/game: the online game. Without a name or a seat kept for this room, it asks for a name first. */
export function RoomGamePage() {
  const { roomId = '' } = useParams();
  return <RoomGameEntry key={roomId} roomId={roomId} />;
}

function RoomGameEntry({ roomId }: { roomId: string }) {
  const { username } = useSharedUsername();
  // Decided once on arrival: the seat is cleared later when the room closes, which must not bounce the page.
  const [entry] = useState(() => ({ seat: readRoomSeat(roomId), username, returning: pageWasReloaded() }));
  if (entry.seat === null && entry.username.trim() === '') {
    return <Navigate to={SITE_PATHS.online(roomId)} replace />;
  }
  return <RoomGame roomId={roomId} seat={entry.seat} username={entry.username} returning={entry.returning} />;
}

/** A reload: the page that unloaded gave its seat up on the way out (see onPageHide below). */
function pageWasReloaded(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'reload';
}

interface RoomGameProps {
  roomId: string;
  seat: RoomSeat | null;
  username: string;
  returning: boolean;
}

function RoomGame({ roomId, seat: keptSeat, username, returning }: RoomGameProps) {
  const navigate = useNavigate();
  const goBack = useGoBack();
  const playersLabelId = useId();

  const onNotice = useCallback(
    (notice: RoomSessionNotice) => {
      switch (notice.kind) {
        case 'alert':
          window.alert(notice.message);
          break;
        case 'playerLeft':
          notify.info(ROOM_MESSAGES.playerLeft, notice.username);
          break;
        case 'hostChanged':
          notify.info(ROOM_NOTICE_TEXT.hostChanged(notice.username));
          break;
        case 'turnSkipped':
          notify.info(ROOM_NOTICE_TEXT.turnSkipped(notice.username));
          break;
        case 'turnTimedOut':
          notify.info(ROOM_NOTICE_TEXT.turnTimedOut(notice.username));
          break;
        case 'passed':
          notify.info(ROOM_NOTICE_TEXT.passed(notice.username));
          break;
        case 'removed':
          // Read on the home page the player is sent to, so it stays up longer than most.
          notify.info(ROOM_MESSAGES.removedByHost, undefined, { durationMs: REMOVED_NOTICE_MS });
          break;
        case 'videoCall':
          notify.info(notice.active ? ROOM_MESSAGES.videoCallStarted : ROOM_MESSAGES.videoCallEnded);
          break;
        case 'seated':
          saveRoomSeat(roomId, notice.seat);
          break;
      }
    },
    [roomId],
  );
  const session = useRoomSession({ roomId, seat: keptSeat, username, connect: true, returning }, onNotice);
  const { phase, room, seat } = session;
  // The video call, when the app offers one (app/room-call-provider.tsx).
  const RoomCall = useContext(RoomCallSlot);

  // What leaving needs, readable from event listeners and cleanups.
  const seatRef = useRef(seat);
  const doneRef = useRef(false);
  useEffect(() => {
    seatRef.current = seat;
  }, [seat]);

  useEffect(() => {
    if (phase === 'lost') {
      doneRef.current = true;
      clearRoomSeat(roomId);
      window.alert(ROOM_MESSAGES.connectionLost);
      navigate(SITE_PATHS.home, { replace: true });
    } else if (phase === 'removed') {
      // The server has already let the seat go: nothing to give up.
      doneRef.current = true;
      clearRoomSeat(roomId);
      navigate(SITE_PATHS.home, { replace: true });
    } else if (phase === 'closed') {
      doneRef.current = true;
      clearRoomSeat(roomId);
    } else if (phase === 'failed') {
      doneRef.current = true;
      clearRoomSeat(roomId);
      window.alert(ROOM_MESSAGES.gameRoomLoadFailed);
    } else if (phase === 'needsUsername') {
      // The kept name could not sit down again (taken meanwhile): choose another.
      doneRef.current = true;
      clearRoomSeat(roomId);
      navigate(SITE_PATHS.online(roomId), { replace: true });
    }
  }, [phase, roomId, navigate]);

  /** Gives the seat up on the server; the session itself is ended by the caller. */
  const releaseSeat = useCallback(() => {
    if (doneRef.current) return;
    doneRef.current = true;
    clearRoomSeat(roomId);
    const current = seatRef.current;
    if (current) roomsApi.leaveRoom(roomId, current).catch(() => undefined);
  }, [roomId]);

  function back() {
    // LEAVE first, so the stream's update without this player is not taken for a lost connection.
    session.leave();
    releaseSeat();
    goBack();
  }

  // Leaving the page inside the app gives the seat up. Deferred by a tick, so React's development
  // double mount (unmount, mount again at once) does not leave; by then the session actor has
  // been stopped with the page, which closes its stream and pings as LEAVE would.
  const pendingLeave = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    clearTimeout(pendingLeave.current);
    return () => {
      pendingLeave.current = setTimeout(releaseSeat, 0);
    };
  }, [releaseSeat]);

  // Closing or reloading the tab gives the seat up at once, but keeps it in storage: after a
  // reload the session sits down again under the same name.
  useEffect(() => {
    const onPageHide = () => {
      const current = seatRef.current;
      if (current && !doneRef.current) roomsApi.leaveRoom(roomId, current).catch(() => undefined);
    };
    // Back from the browser's page cache the seat is gone on the server: start over.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && !doneRef.current) window.location.reload();
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [roomId]);

  const heading = room?.roomName ?? 'Online Room';

  return (
    <div className="rooms-page rooms-page--wide">
      <PageMeta title={room ? `${room.roomName} · Online Room` : META.title} description={META.description} />
      <header className="rooms-intro">
        <p className="rooms-eyebrow">Online room</p>
        <h1 className="rooms-intro__title display-title">{heading}</h1>
        {phase === 'joined' ? (
          <p className="room-you">
            You are <strong>{session.myName}</strong>
          </p>
        ) : null}
      </header>

      {phase === 'loading' || phase === 'joining' ? (
        <p className="rooms-muted rooms-centered" role="status">
          Loading room...
        </p>
      ) : null}

      {phase === 'failed' ? (
        <div className="rooms-card rooms-notice" role="alert">
          <p className="rooms-notice__text">{ROOM_MESSAGES.gameRoomLoadFailed}</p>
          <Link to={SITE_PATHS.rooms} className="button-link">
            Back to the rooms
          </Link>
        </div>
      ) : null}

      {phase === 'closed' ? (
        <div className="rooms-card rooms-notice" role="alert">
          <p className="rooms-notice__text">This room has closed: nobody played in it for a minute.</p>
          <p className="rooms-muted">Start a new room or find another one to keep playing.</p>
          <div className="rooms-notice__links">
            <Link to={SITE_PATHS.home} className="button-link">
              Go home
            </Link>
            <Link to={SITE_PATHS.rooms} className="button-link button-link--secondary">
              Find a room
            </Link>
          </div>
        </div>
      ) : null}

      {phase === 'joined' && room ? (
        <div className="room-game">
          <section className="rooms-card room-board" aria-label="Game">
            {/* The prompt first: it is usually the last player's, so the turn line never sits above it. */}
            <RoomPrompt
              type={room.currentType}
              prompt={room.currentPrompt}
              promptFor={room.promptFor}
              waitingFor={session.turnPlayer}
              isMyTurn={session.isMyTurn}
            />
            <PassButton roomId={roomId} seat={seat} room={room} />
            <h2 className="room-turn" aria-live="polite">
              {session.isMyTurn
                ? 'Your turn'
                : session.turnPlayer
                  ? `${session.turnPlayer}'s turn`
                  : 'Waiting for players'}
            </h2>
            {session.turnPlayer ? (
              <TurnTimer
                deadline={room.turnDeadline}
                turnSeconds={room.settings.turnSeconds}
                player={session.turnPlayer}
                isMe={session.isMyTurn}
              />
            ) : null}
            <TurnButtons canPick={session.canPick} onPick={session.takeTurn} />

            <div className="room-board__players">
              <h3 id={playersLabelId} className="room-board__label">
                Players ({room.username.length})
              </h3>
              <PlayerList
                players={room.username}
                turnPlayer={session.turnPlayer}
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
            <RoomSettingsPanel roomId={roomId} seat={seat} settings={room.settings} isHost={session.isHost} />

            {room.videoCallActive ? (
              <p className="room-video-status">
                <span aria-hidden="true">🎥</span> Video call live
                {room.videoParticipants.length > 0 ? `: ${room.videoParticipants.join(', ')}` : ''}
              </p>
            ) : null}

            {room.code !== '' ? <RoomCode code={room.code} locked={room.locked} /> : null}
            <RoomQrCode roomId={roomId} />

            <div className="room-board__tools">
              <ShareLinkButton roomId={roomId} />
              <BackButton onBack={back} />
            </div>
          </section>

          {RoomCall && seat ? (
            <RoomCall
              roomId={roomId}
              seat={seat}
              participants={room.videoParticipants}
              turnPlayer={session.turnPlayer}
              subscribeSignals={session.subscribeSignals}
            />
          ) : null}
          <ChatPanel messages={session.chats} me={session.myName} onSend={session.sendChat} />
        </div>
      ) : null}

      {phase !== 'joined' ? (
        <div className="rooms-actions">
          <BackButton onBack={goBack} />
        </div>
      ) : null}
    </div>
  );
}
