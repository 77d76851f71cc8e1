import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';

interface PlayerNameFormProps {
  label: string;
  buttonLabel: string;
  /** Returns whether the name was taken; the field is cleared only then. */
  onAdd: (name: string) => boolean;
}

/** A name field and its button; Enter submits the form, so it adds too. */
export function PlayerNameForm({ label, buttonLabel, onAdd }: PlayerNameFormProps) {
  const inputId = useId();
  const [name, setName] = useState('');
  const { t } = useLingui();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (onAdd(name)) setName('');
  }

  return (
    <form className="player-form" onSubmit={submit}>
      <label className="player-form__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="player-form__row">
        <input
          id={inputId}
          className="player-form__input"
          type="text"
          placeholder={t`Enter player name`}
          autoComplete="off"
          enterKeyHint="done"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <button type="submit" className="offline-button offline-button--brand player-form__button">
          {buttonLabel}
        </button>
      </div>
    </form>
  );
}
