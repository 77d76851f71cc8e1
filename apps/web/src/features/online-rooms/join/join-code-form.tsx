import { Trans, useLingui } from '@lingui/react/macro';
import { ROOM_CODE_LENGTH, SITE_PATHS } from '@truth-or-dare/room-protocol';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TextField } from '../../../components/text-field/text-field';
import { roomMessageText } from '../shared/room-message-text';
import { useRoomCodeLookup } from './use-room-code-lookup';
import '../../../components/pill-button/pill-button.css';

/** Room codes are typed as read out, so a space or dash or two are let in (normalizeRoomCode drops them). */
const TYPED_CODE_MAX = ROOM_CODE_LENGTH + 4;

/** "Join with a code" on /rooms: a found room opens its join screen. */
export function JoinCodeForm() {
  const { i18n, t } = useLingui();
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
        <Trans>Join with a code</Trans>
      </h2>
      <form className="rooms-form room-code-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          id={`${formId}-code`}
          label={t`Room code`}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t`e.g. ABC234`}
          maxLength={TYPED_CODE_MAX}
          className="room-code-form__input"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error ? (
          <p id={errorId} className="rooms-error" role="alert">
            {roomMessageText(i18n, error)}
          </p>
        ) : null}
        <button type="submit" className="pill-button pill-button--violet" disabled={busy}>
          {busy ? t`Finding...` : t({ message: 'Join', comment: 'Button: join the room the typed code finds' })}
        </button>
      </form>
    </section>
  );
}
