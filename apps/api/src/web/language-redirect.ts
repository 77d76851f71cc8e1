import { LANGUAGE_COOKIE, pathInLocale, preferredLocale, SITE_PATHS } from '@truth-or-dare/room-protocol';
import type { NextFunction, Request, Response } from 'express';

/** One cookie's value from a Cookie header (the site sets no other cookie it reads). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * `/` opens in the visitor's language: the one chosen in the language switcher, else the first of
 * the browser's languages the site speaks; crawlers (no Accept-Language) get English. Only `/`
 * redirects: every prefixed path is always its own language (docs/decisions/0023-languages.md).
 */
export function languageRedirect(req: Request, res: Response, next: NextFunction): void {
  if (req.path !== SITE_PATHS.home || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
  res.vary('Accept-Language');
  res.vary('Cookie');
  const locale = preferredLocale(cookieValue(req.headers.cookie, LANGUAGE_COOKIE), req.headers['accept-language']);
  const target = pathInLocale(locale, SITE_PATHS.home);
  if (target === SITE_PATHS.home) return next();
  const query = req.originalUrl.slice(req.path.length);
  res.setHeader('Cache-Control', 'no-cache');
  res.redirect(302, `${target}${query}`);
}
