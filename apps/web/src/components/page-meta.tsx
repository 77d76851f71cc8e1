import { useLingui } from '@lingui/react';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '@truth-or-dare/prompt-banks/languages';
import { pathInLocale } from '@truth-or-dare/room-protocol/site-content';
import { useLocation } from 'react-router-dom';
import { SITE_NAME, SITE_PITCH } from '../config/site';
import { absoluteUrl, useSiteOrigin } from './use-site-origin';

interface PageMetaProps {
  /** Page name; the site name is appended. Omitted on the home page. */
  title?: string;
  description: string;
  /** The page's site-relative canonical path (e.g. `/blogs`): adds the canonical link and `og:url`. */
  path?: string;
  /** A site path or http(s) URL of the page's picture, for `og:image` and a large Twitter card. */
  image?: string;
  /** Open Graph type: `article` for a blog post, `website` (the default) for everything else. */
  type?: 'website' | 'article';
  /** Keeps search engines away (admin and personal pages). */
  noIndex?: boolean;
  /** The languages this page exists in, each named by a hreflang alternate (every language by default). */
  languages?: readonly Locale[];
}

/**
 * React 19 hoists <title>, <meta> and <link> into <head>, so each page declares its own
 * metadata without touching `document` (keeps pages server-renderable). URLs are made absolute
 * with the origin the server rendered the page for (see useSiteOrigin).
 */
export function PageMeta({
  title,
  description,
  path,
  image,
  type = 'website',
  noIndex = false,
  languages = LOCALES,
}: PageMetaProps) {
  const origin = useSiteOrigin();
  const { i18n } = useLingui();
  const siteName = i18n._(SITE_NAME);
  // <title> must receive a single string child, hence the template literal.
  const fullTitle = title ? `${title} · ${siteName}` : `${siteName} · ${i18n._(SITE_PITCH)}`;
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const url = path === undefined ? undefined : absoluteUrl(origin, pathInLocale(locale, path));
  // Each language version of the page by name, and English as the one for everybody else (the
  // router's path carries no language prefix).
  const location = useLocation();
  const pagePath = path ?? location.pathname;
  const alternates = noIndex
    ? []
    : [
        ...languages.map((language) => ({
          hrefLang: language,
          href: absoluteUrl(origin, pathInLocale(language, pagePath)),
        })),
        { hrefLang: 'x-default', href: absoluteUrl(origin, pagePath) },
      ];
  const imageUrl = image ? absoluteUrl(origin, image) : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
      {url !== undefined ? <link rel="canonical" href={url} /> : null}
      {alternates.map(({ hrefLang, href }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
      <meta property="og:site_name" content={siteName} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title ?? fullTitle} />
      <meta property="og:description" content={description} />
      {url !== undefined ? <meta property="og:url" content={url} /> : null}
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
    </>
  );
}
