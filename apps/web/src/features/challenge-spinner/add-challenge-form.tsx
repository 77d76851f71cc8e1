import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId } from 'react';

interface AddChallengeFormProps {
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
  onAdd: () => void;
}

/** The text input and Add button; Enter submits the form, so it adds too. */
export function AddChallengeForm({ value, disabled, onChange, onAdd }: AddChallengeFormProps) {
  const inputId = useId();
  const { t } = useLingui();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onAdd();
  };

  return (
    <form className="add-challenge" onSubmit={submit}>
      <label className="add-challenge__label" htmlFor={inputId}>
        <Trans>Add a challenge</Trans>
      </label>
      <div className="add-challenge__row">
        <input
          id={inputId}
          className="add-challenge__input"
          type="text"
          value={value}
          disabled={disabled}
          placeholder={t`e.g. Sing a song`}
          autoComplete="off"
          enterKeyHint="done"
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="submit" className="add-challenge__button" disabled={disabled}>
          <Trans comment="Button: put the typed challenge on the wheel.">Add</Trans>
        </button>
      </div>
    </form>
  );
}
