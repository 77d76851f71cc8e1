import { ADDRESS_FORMS, DEFAULT_ADDRESS, isAddress, type Address } from '@truth-or-dare/prompt-banks';
import { DEFAULT_LOCALE, hasLocaleFile, type Locale } from '@truth-or-dare/prompt-banks/languages';
import type { SelectHTMLAttributes } from 'react';
import { usePageLocale } from '../../i18n/page-locale';

// Asking how prompts speak to a player (docs/decisions/0023-languages.md): where to ask, a compact
// select, and remembering the answer. Imported by the lazily loaded games only, so it adds nothing
// to the first visit.

/**
 * Whether the page's games deal prompts written in its own language: not in English, the source,
 * nor in a language whose prompts are still being written, whose games deal English meanwhile
 * (decision 0023; the layout's note about English prompts asks the same of the same bank, in the
 * entry, where this module would weigh on every first visit). Only such prompts have address forms
 * to choose between.
 */
export function dealsOwnPrompts(locale: Locale): boolean {
  return locale !== DEFAULT_LOCALE && hasLocaleFile(locale, 'shared/normal');
}

/** Whether the games ask how prompts should speak to each player: only where the prompts can. */
export function useAddressChoiceShown(): boolean {
  return dealsOwnPrompts(usePageLocale());
}

type AddressSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children'> & {
  /** Each form's word in the page's language, from the feature's own catalog. */
  labels: Readonly<Record<Address, string>>;
  value: Address;
  onChoose: (address: Address) => void;
};

/**
 * How prompts speak to one player as a compact select: the feature gives the words and the label
 * (`aria-label` or a `<label>` for its `id`), so none of them lands in the shell's catalog.
 */
export function AddressSelect({ labels, value, onChoose, ...select }: AddressSelectProps) {
  return (
    <select
      {...select}
      value={value}
      onChange={(event) => {
        if (isAddress(event.target.value)) onChoose(event.target.value);
      }}
    >
      {ADDRESS_FORMS.map((form) => (
        <option key={form} value={form}>
          {labels[form]}
        </option>
      ))}
    </select>
  );
}

export interface RememberedAddress {
  /** Neutral when nothing valid is kept or the store cannot be read. */
  read(): Address;
  keep(address: Address): void;
}

/**
 * How prompts speak to the player on this browser, kept in `store` under `key`. Without storage
 * (private modes) a choice lasts as long as the page.
 */
export function rememberedAddress(store: () => Storage, key: string): RememberedAddress {
  return {
    read() {
      try {
        const stored = store().getItem(key);
        return isAddress(stored) ? stored : DEFAULT_ADDRESS;
      } catch {
        return DEFAULT_ADDRESS;
      }
    },
    keep(address) {
      try {
        store().setItem(key, address);
      } catch {
        // Nowhere to keep it: the choice still holds for this page.
      }
    },
  };
}
