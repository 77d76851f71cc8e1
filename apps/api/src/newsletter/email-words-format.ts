import { LOCALES, type Locale } from '@truth-or-dare/prompt-banks';
import { EMAIL_WORDS, type EmailMessageId } from './email-words';

/** One language's email words, formatted with their values (ICU plurals by that language's rules). */
export type EmailWordsIn = (id: EmailMessageId, values?: Record<string, string | number>) => string;

/**
 * Compiles the email words of every language with Lingui (its runtime compiler: the API has no
 * build step for catalogs). Lingui ships ES modules only, which this CommonJS app loads with import().
 */
export async function loadEmailWords(): Promise<(locale: Locale) => EmailWordsIn> {
  const [{ setupI18n }, { compileMessage }] = await Promise.all([
    import('@lingui/core'),
    import('@lingui/message-utils/compileMessage'),
  ]);
  const byLocale = new Map(
    LOCALES.map((locale) => {
      const i18n = setupI18n({ locale, messages: { [locale]: { ...EMAIL_WORDS[locale] } } });
      i18n.setMessagesCompiler(compileMessage);
      return [locale, i18n] as const;
    }),
  );
  return (locale) => {
    const i18n = byLocale.get(locale) ?? byLocale.get('en');
    return (id, values) => i18n?._(id, values) ?? id;
  };
}
