import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CUSTOM_PROMPT_LIMITS, TURN_TYPES, type TurnType } from '@truth-or-dare/room-protocol';
import { type FormEvent, useId, useState } from 'react';
import type { RoomSession } from '../session/use-room-session';
import { roomMessageText } from '../shared/room-message-text';
import '../../../components/pill-button/pill-button.css';
import './room-settings.css';

/** The session's part the form uses: the prompt on its way, the last added or refused, and the event. */
export type PromptSession = Pick<RoomSession, 'promptAdding' | 'promptAdded' | 'promptError' | 'addPrompt'>;

interface CustomPromptFormProps {
  session: PromptSession;
}

const TYPE_LABELS: Readonly<Record<TurnType, MessageDescriptor>> = { truth: msg`Truth`, dare: msg`Dare` };
const ADDED: Readonly<Record<TurnType, MessageDescriptor>> = { truth: msg`Truth added.`, dare: msg`Dare added.` };
const { minLength, maxLength } = CUSTOM_PROMPT_LIMITS;

/**
 * The host adds the group's own truths and dares, one at a time. The session checks the limits
 * as the server does; whatever the server refuses shows in its own words.
 */
export function CustomPromptForm({ session }: CustomPromptFormProps) {
  const { i18n, t } = useLingui();
  const formId = useId();
  const [type, setType] = useState<TurnType>('truth');
  const [text, setText] = useState('');
  const { promptAdding: sending, promptError: error, promptAdded } = session;
  const added = promptAdded ? i18n._(ADDED[promptAdded.type]) : null;
  const errorId = `${formId}-error`;
  // Each prompt added is a new object: the text typed for it goes (set while rendering, as React's docs advise).
  const [clearedFor, setClearedFor] = useState(promptAdded);
  if (promptAdded !== clearedFor) {
    setClearedFor(promptAdded);
    if (promptAdded !== null) setText('');
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    session.addPrompt(type, text);
  }

  return (
    <form className="room-settings__form" onSubmit={submit} noValidate aria-labelledby={`${formId}-title`}>
      <h4 id={`${formId}-title`} className="room-settings__subtitle">
        <Trans>Add our own prompt</Trans>
      </h4>
      <fieldset className="room-settings__fieldset">
        <legend className="text-field__label">
          <Trans comment="Truth or dare">Type</Trans>
        </legend>
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
              <span>{i18n._(TYPE_LABELS[choice])}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="text-field">
        <label className="text-field__label" htmlFor={`${formId}-text`}>
          <Trans>Your prompt</Trans>
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
          <Trans>
            {minLength} to {maxLength} characters. Players see the count, not the text, until it is dealt.
          </Trans>
        </p>
      </div>
      {error ? (
        <p id={errorId} className="rooms-error" role="alert">
          {roomMessageText(i18n, error)}
        </p>
      ) : null}
      <p className="room-settings__added" role="status">
        {added}
      </p>
      <button type="submit" className="pill-button pill-button--violet room-settings__button" aria-disabled={sending}>
        {sending ? t`Adding...` : t`Add prompt`}
      </button>
    </form>
  );
}
