import { Trans, useLingui } from '@lingui/react/macro';
import type { Address } from '@truth-or-dare/prompt-banks';
import { AddressSelect } from '../../components/address-choice/address-choice';
import { UserText } from '../../components/user-text';

interface DuelAddressFieldProps {
  id: string;
  /** The player's name as typed, or their placeholder while the field is empty. */
  name: string;
  value: Address;
  onChoose: (address: Address) => void;
}

/** How prompts speak to one player (docs/decisions/0023-languages.md), under their name field. */
export function DuelAddressField({ id, name, value, onChoose }: DuelAddressFieldProps) {
  const { t } = useLingui();
  return (
    <div className="text-field">
      <label className="text-field__label" htmlFor={id}>
        <Trans>
          How should prompts speak to <UserText text={name} />?
        </Trans>
      </label>
      <AddressSelect
        id={id}
        className="text-field__input text-field__select"
        labels={{ female: t`Feminine`, male: t`Masculine`, neutral: t`Neutral` }}
        value={value}
        onChoose={onChoose}
      />
    </div>
  );
}
