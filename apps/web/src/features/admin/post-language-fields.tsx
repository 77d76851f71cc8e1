import { useLingui } from '@lingui/react/macro';
import { isLocale, type Locale } from '@truth-or-dare/prompt-banks/languages';
import type { BlogPostSummary } from '@truth-or-dare/room-protocol/site-content';
import { LANGUAGE_NAMES, LanguageOptions } from '../../i18n/language-names';

export interface PostLanguageChoice {
  readonly language: Locale;
  /** The id of the original this post translates, '' for none. */
  readonly translationOf: string;
}

interface PostLanguageFieldsProps {
  idPrefix: string;
  value: PostLanguageChoice;
  /** Every post in every language: the originals to choose from. */
  posts: readonly BlogPostSummary[];
  onChange: (value: PostLanguageChoice) => void;
}

/**
 * The originals a post in `language` may translate: those whose versions have no post in that
 * language yet (the server refuses a second one, docs/api.md#publish-a-post).
 */
export function translatableOriginals(posts: readonly BlogPostSummary[], language: Locale): BlogPostSummary[] {
  const taken = new Set(
    posts.filter((post) => post.language === language).map((post) => post.translationOf ?? post.id),
  );
  return posts.filter((post) => post.translationOf === null && !taken.has(post.id));
}

/** The new post's language, and the original it translates if it is a translation. */
export function PostLanguageFields({ idPrefix, value, posts, onChange }: PostLanguageFieldsProps) {
  const { t } = useLingui();
  const originals = translatableOriginals(posts, value.language);
  // An original that no longer fits the language chosen since counts as none.
  const translationOf = originals.some((post) => String(post.id) === value.translationOf) ? value.translationOf : '';
  return (
    <>
      <div className="text-field">
        <label className="text-field__label" htmlFor={`${idPrefix}-language`}>
          {t`Language`}
        </label>
        <select
          id={`${idPrefix}-language`}
          className="text-field__input text-field__select"
          value={value.language}
          onChange={(event) => {
            if (isLocale(event.target.value)) onChange({ language: event.target.value, translationOf });
          }}
        >
          <LanguageOptions />
        </select>
      </div>
      <div className="text-field">
        <label className="text-field__label" htmlFor={`${idPrefix}-translation-of`}>
          {t`Translation of (optional)`}
        </label>
        <select
          id={`${idPrefix}-translation-of`}
          className="text-field__input text-field__select"
          value={translationOf}
          onChange={(event) => onChange({ language: value.language, translationOf: event.target.value })}
          aria-describedby={`${idPrefix}-translation-of-hint`}
        >
          <option value="">{t`None: a post of its own`}</option>
          {originals.map((post) => (
            <option key={post.id} value={String(post.id)}>
              {`#${post.id} ${post.title} (${LANGUAGE_NAMES[post.language]})`}
            </option>
          ))}
        </select>
        <p id={`${idPrefix}-translation-of-hint`} className="text-field__hint">
          {t`The post this one translates. Each version then links to the others.`}
        </p>
      </div>
    </>
  );
}
