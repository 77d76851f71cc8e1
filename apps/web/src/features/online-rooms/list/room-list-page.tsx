import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { SITE_PATHS } from '@truth-or-dare/room-protocol/site-content';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useSharedUsername } from '../../../app/shared-username';
import { PageMeta } from '../../../components/page-meta';
import { BackButton } from '../shared/back-button';
import { JoinCodeForm } from '../join/join-code-form';
import { RoomListMarks } from '../shared/room-marks';
import { useGoBack } from '../shared/use-go-back';
import { usePublicRooms } from './use-public-rooms';
import '../shared/online-rooms.css';

/** /rooms: create a room, join one by its code, or pick one of the public rooms (refreshed every 10 s). */
export function RoomListPage() {
  const { t } = useLingui();
  const { setUsername } = useSharedUsername();
  const goBack = useGoBack();
  const { loading, rooms } = usePublicRooms();

  // Choosing a room starts fresh: the room asks for a name again.
  useEffect(() => {
    setUsername('');
  }, [setUsername]);

  return (
    <div className="rooms-page">
      <PageMeta
        title={t`Play Online`}
        description={t`Play Truth or Dare online with friends: join a public room or create your own, take turns choosing truth or dare, and chat live. No account needed.`}
      />
      <header className="rooms-intro">
        <h1 className="rooms-intro__title display-title">
          <Trans>Join or Create a Room</Trans>
        </h1>
        <p className="rooms-intro__tagline">
          <Trans>Play Truth or Dare live with friends, wherever they are.</Trans>
        </p>
        <Link to={SITE_PATHS.createRoom} className="button-link rooms-intro__create">
          <Trans>Create Your Own Room</Trans>
        </Link>
      </header>

      <JoinCodeForm />

      <section className="rooms-card" aria-labelledby="public-rooms-title">
        <h2 id="public-rooms-title" className="rooms-card__title">
          <Trans>Public Rooms</Trans>
        </h2>
        {loading ? (
          <p className="rooms-muted" role="status">
            <Trans>Loading rooms...</Trans>
          </p>
        ) : rooms.length === 0 ? (
          <p className="rooms-muted">
            <Trans>No public rooms available</Trans>
          </p>
        ) : (
          <ul className="room-list">
            {rooms.map((room) => {
              const online = room.username.length;
              return (
                <li key={room._id}>
                  <Link to={SITE_PATHS.roomGame(room._id)} className="room-list__link">
                    <span className="room-list__name">{room.roomName}</span>
                    <span className="room-list__count">
                      <span className="room-list__dot" aria-hidden="true" />
                      <Plural value={online} one="# Online" other="# Online" />
                    </span>
                    {room.locked ? (
                      <span className="room-list__locked">
                        <span aria-hidden="true">🔒</span> <Trans>Locked</Trans>
                      </span>
                    ) : null}
                    <RoomListMarks rating={room.rating} inCall={room.videoCallActive} />
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <div className="rooms-actions">
        <BackButton onBack={goBack} />
      </div>
    </div>
  );
}
