import { ROOM_CODE_LENGTH, SITE_PATHS } from '@truth-or-dare/room-protocol';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TextField } from '../../../components/text-field/text-field';
import { useRoomCodeLookup } from './use-room-code-lookup';
import '../../../components/pill-button/pill-button.css';

/** Room codes are typed as read out, so a space or dash or two are let in (normalizeRoomCode drops them). */
const TYPED_CODE_MAX = ROOM_CODE_LENGTH + 4;

/** "Join with a code" on /rooms: a found room opens its join screen. */
export function JoinCodeForm() {
  const navigate = useNavigate();
  const formId = useId();
  const [typed, setTyped] = useState('');
  const { busy, error, find } = useRoomCodeLookup();
  const errorId = `${formId}-error`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const room = await find(typed);
    if (room) navigate(SITE_PATHS.room(room._id));
  }

  return (
    <section className="rooms-card" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="rooms-card__title">
        Join with a code
      </h2>
      <form className="rooms-form room-code-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id={`${formId}-code`}
          label="Room code"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="e.g. ABC234"
          maxLength={TYPED_CODE_MAX}
          className="room-code-form__input"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error ? (
          <p id={errorId} className="rooms-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="pill-button pill-button--violet" disabled={busy}>
          {busy ? 'Finding...' : 'Join'}
        </button>
      </form>
    </section>
  );
}
