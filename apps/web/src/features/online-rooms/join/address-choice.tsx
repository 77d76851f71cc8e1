import { useLingui } from '@lingui/react/macro';
import { ADDRESS_FORMS, type Address } from '@truth-or-dare/prompt-banks';
import { useId, useState } from 'react';
import { chosenAddress, rememberAddress } from '../session/room-address';
import '../settings/room-settings.css';

/**
 * "How should prompts speak to you?": one tap, optional, neutral preselected. Languages with a
 * gendered "you" word each prompt in the form chosen here (docs/decisions/0023-languages.md).
 */
export function AddressChoice() {
  const { t } = useLingui();
  const name = useId();
  const [address, setAddress] = useState<Address>(chosenAddress);
  const labels: Record<Address, string> = { female: t`Feminine`, male: t`Masculine`, neutral: t`Neutral` };

  function choose(next: Address) {
    setAddress(next);
    rememberAddress(next);
  }

  return (
    <fieldset className="room-settings__fieldset">
      <legend className="text-field__label">{t`How should prompts speak to you?`}</legend>
      <div className="room-settings__choices">
        {ADDRESS_FORMS.map((form) => (
          <label key={form} className="room-settings__choice">
            <input type="radio" name={name} value={form} checked={address === form} onChange={() => choose(form)} />
            <span>{labels[form]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
