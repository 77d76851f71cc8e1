import { useLingui } from '@lingui/react/macro';
import { blogPostPath, type BlogPostVersion } from '@truth-or-dare/room-protocol/site-content';
import { READ_IN_LANGUAGE } from './read-in-language';

/**
 * Links to the post's other language versions ("Read in English"…). Each opens that language's
 * page, so it is a plain link: the page's language is fixed for its life.
 */
export function PostTranslationLinks({ translations }: { translations: readonly BlogPostVersion[] }) {
  const { t, i18n } = useLingui();
  if (translations.length === 0) return null;
  return (
    <ul className="blog-translations" aria-label={t`Other languages`}>
      {translations.map((version) => (
        <li key={version.language}>
          <a href={blogPostPath(version)} hrefLang={version.language}>
            {i18n._(READ_IN_LANGUAGE[version.language])}
          </a>
        </li>
      ))}
    </ul>
  );
}
