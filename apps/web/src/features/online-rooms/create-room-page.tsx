import { createFailureMessage, createRoomRequestSchema, ROOM_MESSAGES, ROOM_TYPES, type RoomType, LIMITS } from '@truth-or-dare/room-protocol';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageMeta } from '../../components/page-meta';
import { TextField } from '../../components/text-field/text-field';
import { BackButton } from './back-button';
import { roomsApi } from './rooms-api';
import { useGoBack } from './use-go-back';
import '../../components/text-field/text-field.css';
import '../../components/pill-button/pill-button.css';
import './online-rooms.css';

const ROOM_TYPE_LABELS: Record<RoomType, string> = { public: 'Public', private: 'Private' };

function isRoomType(value: string): value is RoomType {
  return (ROOM_TYPES as readonly string[]).includes(value);
}

/** /create-room: a room name and type; success opens the new room's name screen. */
export function CreateRoomPage() {
  const navigate = useNavigate();
  const goBack = useGoBack();
  const formId = useId();
  const [roomName, setRoomName] = useState('');
  const [roomType, setRoomType] = useState<RoomType | ''>('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = `${formId}-error`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (roomName.trim() === '' || roomType === '') {
      setError(ROOM_MESSAGES.createFieldsMissing);
      return;
    }
    const checked = createRoomRequestSchema.safeParse({ roomName, roomType });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? ROOM_MESSAGES.createFieldsMissing);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      // The name goes as typed; the server trims it.
      const room = await roomsApi.createRoom({ roomName, roomType });
      navigate(`/online/${encodeURIComponent(room._id)}`);
    } catch (failure) {
      setError(createFailureMessage(failure));
      setBusy(false);
    }
  }

  return (
    <div className="rooms-page rooms-page--narrow">
      <PageMeta title="Create a Room" description="Create your own online Truth or Dare room: give it a name, make it public or private, and share the link with your friends." />
      <header className="rooms-intro">
        <h1 className="rooms-intro__title display-title">Create a Room</h1>
        <p className="rooms-intro__tagline">Name your room, choose who can find it, and invite your friends.</p>
      </header>

      <form className="rooms-card rooms-form" onSubmit={submit} noValidate>
        <TextField
          id={`${formId}-name`}
          label="Room name"
          type="text"
          autoComplete="off"
          placeholder="e.g. Friday Night Dares"
          maxLength={LIMITS.roomName.max}
          value={roomName}
          onChange={(event) => setRoomName(event.target.value)}
          aria-invalid={error === ROOM_MESSAGES.createFieldsMissing && roomName.trim() === '' ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <div className="text-field">
          <label className="text-field__label" htmlFor={`${formId}-type`}>
            Room type
          </label>
          <select
            id={`${formId}-type`}
            className="text-field__input text-field__select"
            value={roomType}
            onChange={(event) => setRoomType(isRoomType(event.target.value) ? event.target.value : '')}
            aria-invalid={error === ROOM_MESSAGES.createFieldsMissing && roomType === '' ? true : undefined}
            aria-describedby={error ? `${errorId} ${formId}-type-hint` : `${formId}-type-hint`}
          >
            <option value="">-- Select Type --</option>
            {ROOM_TYPES.map((type) => (
              <option key={type} value={type}>
                {ROOM_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
          <p id={`${formId}-type-hint`} className="text-field__hint">
            Public rooms appear in the room list; private rooms only through their link.
          </p>
        </div>

        {error ? (
          <p id={errorId} className="rooms-error" role="alert">
            {error}
          </p>
        ) : null}

        <button type="submit" className="pill-button pill-button--violet pill-button--wide" disabled={busy}>
          {busy ? 'Creating...' : 'Create Room'}
        </button>
      </form>

      <div className="rooms-actions">
        <BackButton onBack={goBack} />
      </div>
    </div>
  );
}
