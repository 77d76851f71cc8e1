import { useLingui } from '@lingui/react/macro';
import { isLocale, LOCALES, type Locale } from '@truth-or-dare/prompt-banks';
import { LANGUAGE_NAMES } from '../../../i18n/language-names';

interface PromptLanguageSelectProps {
  id: string;
  value: Locale;
  onChange: (language: Locale) => void;
}

/** "Prompt language": the language the room deals in, each by its own name (docs/decisions/0023-languages.md). */
export function PromptLanguageSelect({ id, value, onChange }: PromptLanguageSelectProps) {
  const { t } = useLingui();
  return (
    <div className="text-field">
      <label className="text-field__label" htmlFor={id}>
        {t`Prompt language`}
      </label>
      <select
        id={id}
        className="text-field__input text-field__select"
        value={value}
        onChange={(event) => {
          if (isLocale(event.target.value)) onChange(event.target.value);
        }}
        aria-describedby={`${id}-hint`}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LANGUAGE_NAMES[locale]}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-field__hint">
        {t`Everyone can still read each prompt in their own language when it has it.`}
      </p>
    </div>
  );
}
