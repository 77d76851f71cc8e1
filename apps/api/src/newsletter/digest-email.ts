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
}): ComposedEmail {
  const { announcements, unsubscribeUrl } = options;
  const origin = options.publicUrl.replace(/\/+$/, '');
  const listed = announcements.slice(0, MAX_LISTED_ROOMS);
  const more = announcements.length - listed.length;
  const rooms = listed.map((room) => ({
    name: oneLine(room.roomName),
    url: `${origin}/rooms/${encodeURIComponent(room.roomId)}/game`,
  }));
  const subject =
    announcements.length === 1
      ? 'A new public room is open on Truth or Dare'
      : `${announcements.length} new public rooms are open on Truth or Dare`;
  const intro =
    announcements.length === 1
      ? 'A new public room was opened since our last email:'
      : 'New public rooms were opened since our last email:';
  const moreLine = more > 0 ? `…and ${more} more. See every open room at ${origin}/rooms` : '';

  const text = [
    'Hi!',
    '',
    intro,
    '',
    ...rooms.map((room) => `- ${room.name}: ${room.url}`),
    ...(moreLine ? ['', moreLine] : []),
    '',
    'Rooms close after a minute without players, so join while they are live.',
    '',
    `You get this email because you subscribed at ${origin}. To stop these emails, unsubscribe here:`,
    unsubscribeUrl,
    '',
  ].join('\n');

  const html = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><title>' + escapeHtml(subject) + '</title></head>',
    '<body style="font-family: sans-serif; line-height: 1.5;">',
    '<p>Hi!</p>',
    `<p>${escapeHtml(intro)}</p>`,
    '<ul>',
    ...rooms.map((room) => `<li><a href="${escapeHtml(room.url)}">${escapeHtml(room.name)}</a></li>`),
    '</ul>',
    ...(more > 0
      ? [`<p>…and ${more} more. <a href="${escapeHtml(`${origin}/rooms`)}">See every open room</a>.</p>`]
      : []),
    '<p>Rooms close after a minute without players, so join while they are live.</p>',
    `<p style="font-size: 0.9em; color: #555;">You get this email because you subscribed at ${escapeHtml(origin)}. <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a>.</p>`,
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
