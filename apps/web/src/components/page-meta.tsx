import { useLingui } from '@lingui/react';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '@truth-or-dare/prompt-banks/languages';
import { pathInLocale } from '@truth-or-dare/room-protocol/site-content';
import { useLocation } from 'react-router-dom';
import { SITE_NAME, SITE_PITCH } from '../config/site';
import { absoluteUrl, useSiteOrigin } from './use-site-origin';

/** A page whose language versions live at addresses of their own (a blog post and its translations). */
export interface PageVersions {
  /** The page's own address, in the language it is written in (prefix included). */
  readonly canonical: string;
  /** Each language version's address (prefix included), this one among them. */
  readonly alternates: readonly { readonly language: Locale; readonly path: string }[];
  /** The address for readers of any other language (`x-default`). */
  readonly fallback: string;
}

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
  /**
   * The page's language versions when each has an address of its own: they replace `path`'s
   * canonical and the same path in every language as the hreflang alternates.
   */
  versions?: PageVersions;
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
  versions,
}: PageMetaProps) {
  const origin = useSiteOrigin();
  const { i18n } = useLingui();
  const siteName = i18n._(SITE_NAME);
  // <title> must receive a single string child, hence the template literal.
  const fullTitle = title ? `${title} · ${siteName}` : `${siteName} · ${i18n._(SITE_PITCH)}`;
  const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  const canonicalPath = versions?.canonical ?? (path === undefined ? undefined : pathInLocale(locale, path));
  const url = canonicalPath === undefined ? undefined : absoluteUrl(origin, canonicalPath);
  // Each language version of the page by name, and English as the one for everybody else (the
  // router's path carries no language prefix).
  const location = useLocation();
  const pagePath = path ?? location.pathname;
  const named =
    versions?.alternates ?? LOCALES.map((language) => ({ language, path: pathInLocale(language, pagePath) }));
  const alternates = noIndex
    ? []
    : [
        ...named.map((version) => ({ hrefLang: version.language, href: absoluteUrl(origin, version.path) })),
        { hrefLang: 'x-default', href: absoluteUrl(origin, versions?.fallback ?? pagePath) },
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
