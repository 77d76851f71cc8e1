import type { Locale } from '@truth-or-dare/prompt-banks';
import { documentLanguage, pathInLocale, SITE_PATHS } from '@truth-or-dare/room-protocol';
import type { EmailWordsIn } from './email-words-format';
/** A public room announced to subscribers. */
export interface Announcement {
  readonly roomId: string;
  readonly roomName: string;
  readonly createdAt: number;
}

export interface ComposedEmail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** Rooms listed in one digest; the rest are counted. */
export const MAX_LISTED_ROOMS = 20;

/**
 * The digest email: the new public rooms, each named and linked to its game page, and the
 * unsubscribe link. Room names are what players typed: plain text in the text part, escaped in
 * the HTML part, and never anything but the text of a link to this site.
 */
export function composeDigest(options: {
  publicUrl: string;
  announcements: readonly Announcement[];
  unsubscribeUrl: string;
  /** The subscriber's language: its words, its links and the HTML's lang and dir. */
  language: Locale;
  words: EmailWordsIn;
}): ComposedEmail {
  const { announcements, unsubscribeUrl, language, words } = options;
  const origin = options.publicUrl.replace(/\/+$/, '');
  const listed = announcements.slice(0, MAX_LISTED_ROOMS);
  const more = announcements.length - listed.length;
  const rooms = listed.map((room) => ({
    name: oneLine(room.roomName),
    url: `${origin}${pathInLocale(language, SITE_PATHS.roomGame(room.roomId))}`,
  }));
  const roomsUrl = `${origin}${pathInLocale(language, SITE_PATHS.rooms)}`;
  const count = announcements.length;
  const subject = words('subject', { count });
  const intro = words('intro', { count });
  const moreLine = more > 0 ? `${words('more', { count: more })} ${words('seeAll')}: ${roomsUrl}` : '';
  const footer = words('footer', { site: origin });
  const { lang, dir } = documentLanguage(pathInLocale(language, SITE_PATHS.home));

  const text = [
    words('greeting'),
    '',
    intro,
    '',
    ...rooms.map((room) => `- ${room.name}: ${room.url}`),
    ...(moreLine ? ['', moreLine] : []),
    '',
    words('closing'),
    '',
    footer,
    `${words('unsubscribe')}: ${unsubscribeUrl}`,
    '',
  ].join('\n');

  const html = [
    '<!doctype html>',
    `<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5;">',
    `<p>${escapeHtml(words('greeting'))}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    '<ul>',
    ...rooms.map((room) => `<li><a href="${escapeHtml(room.url)}">${escapeHtml(room.name)}</a></li>`),
    '</ul>',
    ...(more > 0
      ? [
          `<p>${escapeHtml(words('more', { count: more }))} <a href="${escapeHtml(roomsUrl)}">${escapeHtml(words('seeAll'))}</a></p>`,
        ]
      : []),
    `<p>${escapeHtml(words('closing'))}</p>`,
    `<p style="font-size: 0.9em; color: #555;">${escapeHtml(footer)} <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(words('unsubscribe'))}</a></p>`,
    '</body></html>',
    '',
  ].join('\n');

  return { subject, text, html };
}

/** Room names are one line of text; anything that could start a new line in the text part becomes a space. */
function oneLine(value: string): string {
  return value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
