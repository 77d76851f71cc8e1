import {
  CUSTOM_PROMPT_LIMITS,
  CUSTOM_PROMPT_MESSAGES,
  customPromptProblem,
  hostCallFailureMessage,
  type RoomSeat,
  type RoomSettings,
  TURN_TYPES,
  type TurnType,
} from '@truth-or-dare/room-protocol';
import { type FormEvent, useId, useState } from 'react';
import '../../../components/pill-button/pill-button.css';
import './room-settings.css';

interface CustomPromptFormProps {
  roomId: string;
  seat: RoomSeat;
  settings: RoomSettings;
  onAdd: (request: { roomId: string; seat: RoomSeat; type: TurnType; text: string }) => Promise<void>;
}

const TYPE_LABELS: Readonly<Record<TurnType, string>> = { truth: 'Truth', dare: 'Dare' };

/**
 * The host adds the group's own truths and dares, one at a time. The limits are checked here as
 * the server checks them (but for duplicates, which only the server can see: the page never gets
 * the texts); whatever the server refuses shows in its own words.
 */
export function CustomPromptForm({ roomId, seat, settings, onAdd }: CustomPromptFormProps) {
  const formId = useId();
  const [type, setType] = useState<TurnType>('truth');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const errorId = `${formId}-error`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const trimmed = text.trim();
    const count = type === 'truth' ? settings.customTruths : settings.customDares;
    const problem =
      count >= CUSTOM_PROMPT_LIMITS.perType
        ? CUSTOM_PROMPT_MESSAGES.full(type)
        : customPromptProblem(trimmed, type, settings.rating, []);
    setAdded(null);
    if (problem !== null) {
      setError(problem);
      return;
    }
    setError(null);
    setSending(true);
    try {
      await onAdd({ roomId, seat, type, text: trimmed });
      setText('');
      setAdded(`${TYPE_LABELS[type]} added.`);
    } catch (failure) {
      setError(hostCallFailureMessage(failure));
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      className="room-settings__form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${formId}-title`}
    >
      <h4 id={`${formId}-title`} className="room-settings__subtitle">
        Add our own prompt
      </h4>
      <fieldset className="room-settings__fieldset">
        <legend className="text-field__label">Type</legend>
        <div className="room-settings__choices">
          {TURN_TYPES.map((choice) => (
            <label key={choice} className="room-settings__choice">
              <input
                type="radio"
                name={`${formId}-type`}
                value={choice}
                checked={type === choice}
                onChange={() => setType(choice)}
              />
              <span>{TYPE_LABELS[choice]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="text-field">
        <label className="text-field__label" htmlFor={`${formId}-text`}>
          Your prompt
        </label>
        <textarea
          id={`${formId}-text`}
          className="text-field__input room-settings__textarea"
          rows={2}
          maxLength={CUSTOM_PROMPT_LIMITS.maxLength}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${formId}-hint` : `${formId}-hint`}
        />
        <p id={`${formId}-hint`} className="text-field__hint">
          {CUSTOM_PROMPT_LIMITS.minLength} to {CUSTOM_PROMPT_LIMITS.maxLength} characters. Players see the count, not
          the text, until it is dealt.
        </p>
      </div>
      {error ? (
        <p id={errorId} className="rooms-error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="room-settings__added" role="status">
        {added}
      </p>
      <button type="submit" className="pill-button pill-button--violet room-settings__button" aria-disabled={sending}>
        {sending ? 'Adding...' : 'Add prompt'}
      </button>
    </form>
  );
}
