import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LIMITS, ROOM_MESSAGES, type RoomSeat, SITE_PATHS } from '@truth-or-dare/room-protocol';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSharedUsername } from '../../../app/shared-username';
import { useAgeGate } from '../../../components/age-gate/use-age-gate';
import { PageMeta } from '../../../components/page-meta';
import { TextField } from '../../../components/text-field/text-field';
import { BackButton } from '../shared/back-button';
import { roomMessageText } from '../shared/room-message-text';
import { AddressChoice } from './address-choice';
import { AdultsRoomNote } from '../shared/room-marks';
import { saveRoomSeat } from '../session/room-seat-storage';
import { useGoBack } from '../shared/use-go-back';
import { useRoomSession } from '../session/use-room-session';
import '../../../components/pill-button/pill-button.css';
import '../shared/online-rooms.css';

/** The two name screens differ only in their words: /rooms/{id} joins from a link, /online/{id} follows create or a game link. */
export type JoinVariant = 'join' | 'online';

const COPY: Record<
  JoinVariant,
  { title: MessageDescriptor; heading: MessageDescriptor; description: MessageDescriptor }
> = {
  join: {
    title: msg`Join Room`,
    heading: msg`Join Room`,
    description: msg`Join an online Truth or Dare room: pick a name and play live with your friends, with chat. No account needed.`,
  },
  online: {
    title: msg`Enter Your Name`,
    heading: msg`Enter Your Name`,
    description: msg`Pick the name the other players will see, then jump into the online Truth or Dare room. No account needed.`,
  },
};

/** /rooms/{roomId}: the join screen. */
export function JoinRoomPage() {
  return <JoinScreen variant="join" />;
}

/** /online/{roomId}: the name screen a new room or a game link leads to. */
export function OnlineEntryPage() {
  return <JoinScreen variant="online" />;
}

function JoinScreen({ variant }: { variant: JoinVariant }) {
  const { roomId = '' } = useParams();
  // A new room id is a new session.
  return <JoinRoom key={roomId} roomId={roomId} variant={variant} />;
}

function JoinRoom({ roomId, variant }: { roomId: string; variant: JoinVariant }) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const goBack = useGoBack();
  const { setUsername } = useSharedUsername();
  const formId = useId();
  const ageGate = useAgeGate();
  const [name, setName] = useState('');
  const copy = COPY[variant];

  const screen = useMemo(
    () => ({
      keepSeat(id: string, seat: RoomSeat) {
        saveRoomSeat(id, seat);
        setUsername(seat.username);
      },
    }),
    [setUsername],
  );
  const session = useRoomSession({ roomId, seat: null, username: '', connect: false }, screen);
  const { phase, room, error } = session;

  useEffect(() => {
    // Replace: Back from the game returns to where the player came from, not to this form.
    if (phase === 'ready') navigate(SITE_PATHS.roomGame(roomId), { replace: true });
  }, [phase, roomId, navigate]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // An Adults room: the player confirms their age before the join goes out (a blank name is
    // refused first, without asking). The join then says so (use-room-session.ts).
    if (room?.settings.rating === 'adults' && name.trim() !== '') ageGate.requireAdult(() => session.join(name));
    else session.join(name);
  }

  const joining = phase === 'joining' || phase === 'ready';
  const errorId = `${formId}-error`;

  return (
    <div className="rooms-page rooms-page--narrow">
      <PageMeta title={i18n._(copy.title)} description={i18n._(copy.description)} />
      <header className="rooms-intro">
        <h1 className="rooms-intro__title display-title">{i18n._(copy.heading)}</h1>
      </header>

      {phase === 'loading' ? (
        <p className="rooms-muted rooms-centered" role="status">
          <Trans>Loading room...</Trans>
        </p>
      ) : null}

      {phase === 'failed' ? (
        <p className="rooms-error" role="alert">
          {roomMessageText(i18n, ROOM_MESSAGES.joinRoomLoadFailed)}
        </p>
      ) : null}

      {room && (phase === 'needsUsername' || joining) ? (
        <section className="rooms-card rooms-join" aria-labelledby={`${formId}-room`}>
          <p className="rooms-eyebrow">
            <Trans>Room</Trans>
          </p>
          <h2 id={`${formId}-room`} className="rooms-join__room">
            {room.roomName}
          </h2>
          {room.settings.rating === 'adults' ? <AdultsRoomNote /> : null}
          <div className="rooms-join__players">
            <h3 className="rooms-join__label">
              <Trans>Players</Trans>
            </h3>
            {room.username.length === 0 ? (
              <p className="rooms-muted">
                <Trans>None yet</Trans>
              </p>
            ) : (
              <ul className="rooms-chips">
                {room.username.map((player) => (
                  <li key={player} className="rooms-chip">
                    {player}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <form className="rooms-form" onSubmit={submit} noValidate>
            <TextField
              id={`${formId}-name`}
              label={t`Your name`}
              type="text"
              autoComplete="nickname"
              placeholder={t`Enter your name`}
              maxLength={LIMITS.username.max}
              value={name}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <AddressChoice />
            {error ? (
              <p id={errorId} className="rooms-error" role="alert">
                {roomMessageText(i18n, error)}
              </p>
            ) : null}
            <button type="submit" className="pill-button pill-button--violet pill-button--wide" disabled={joining}>
              {joining ? t`Joining...` : t`Join Room`}
            </button>
          </form>
        </section>
      ) : null}

      <div className="rooms-actions">
        <BackButton onBack={goBack} />
      </div>
      {ageGate.dialog}
    </div>
  );
}
