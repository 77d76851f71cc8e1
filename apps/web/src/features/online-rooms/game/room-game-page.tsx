import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROOM_MESSAGES, type RoomSeat, SITE_PATHS } from '@truth-or-dare/room-protocol';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useSharedUsername } from '../../../app/shared-username';
import { PageMeta } from '../../../components/page-meta';
import { readRoomSeat } from '../session/room-seat-storage';
import { useRoomGameScreen } from '../session/use-room-game-screen';
import { useRoomSession } from '../session/use-room-session';
import { BackButton } from '../shared/back-button';
import { roomMessageText } from '../shared/room-message-text';
import { useGoBack } from '../shared/use-go-back';
import { RoomScreen } from './room-screen';
import '../shared/online-rooms.css';

const META = {
  title: msg`Online Room`,
  description: msg`An online Truth or Dare room: take turns choosing truth or dare, see every prompt live and chat with the other players.`,
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

/** A reload: the page that unloaded gave its seat up on the way out (the session's PAGE.HIDE). */
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

function RoomGame({ roomId, seat, username, returning }: RoomGameProps) {
  const { i18n, t } = useLingui();
  const goBack = useGoBack();
  const screen = useRoomGameScreen();
  const session = useRoomSession({ roomId, seat, username, connect: true, returning }, screen);
  const { phase, room } = session;
  const roomName = room?.roomName;

  function back() {
    // LEAVE first, so the stream's update without this player is not taken for a lost connection.
    session.leave();
    goBack();
  }

  const meta = (
    <PageMeta
      title={roomName === undefined ? i18n._(META.title) : t`${roomName} · Online Room`}
      description={i18n._(META.description)}
    />
  );

  if (phase === 'joined' && room) {
    return (
      <>
        {meta}
        <RoomScreen roomId={roomId} room={room} session={session} onBack={back} />
      </>
    );
  }

  return (
    <div className="rooms-page rooms-page--wide">
      {meta}
      <header className="rooms-intro">
        <p className="rooms-eyebrow">
          <Trans>Online room</Trans>
        </p>
        <h1 className="rooms-intro__title display-title">{room?.roomName ?? i18n._(META.title)}</h1>
      </header>

      {phase === 'loading' || phase === 'joining' ? (
        <p className="rooms-muted rooms-centered" role="status">
          <Trans>Loading room...</Trans>
        </p>
      ) : null}

      {phase === 'failed' ? (
        <div className="rooms-card rooms-notice" role="alert">
          <p className="rooms-notice__text">{roomMessageText(i18n, ROOM_MESSAGES.gameRoomLoadFailed)}</p>
          <Link to={SITE_PATHS.rooms} className="button-link">
            <Trans>Back to the rooms</Trans>
          </Link>
        </div>
      ) : null}

      {phase === 'closed' ? (
        <div className="rooms-card rooms-notice" role="alert">
          <p className="rooms-notice__text">
            <Trans>This room has closed: nobody played in it for a minute.</Trans>
          </p>
          <p className="rooms-muted">
            <Trans>Start a new room or find another one to keep playing.</Trans>
          </p>
          <div className="rooms-notice__links">
            <Link to={SITE_PATHS.home} className="button-link">
              <Trans>Go home</Trans>
            </Link>
            <Link to={SITE_PATHS.rooms} className="button-link button-link--secondary">
              <Trans>Find a room</Trans>
            </Link>
          </div>
        </div>
      ) : null}

      <div className="rooms-actions">
        <BackButton onBack={goBack} />
      </div>
    </div>
  );
}
