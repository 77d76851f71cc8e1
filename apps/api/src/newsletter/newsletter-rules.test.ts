import { createHmac } from 'node:crypto';
import { LOCALES, type Locale } from '@truth-or-dare/prompt-banks';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_MESSAGE_IDS, EMAIL_WORDS } from './email-words';
import { loadEmailWords, type EmailWordsIn } from './email-words-format';
import { composeDigest, MAX_LISTED_ROOMS } from './digest-email';
import { smtpOptions } from './email-transport';
import { MAX_RETRY_DELAY_MS, retryDelay } from './retry-schedule';
import { INVALID_EMAIL, parseSubscriberEmail } from './subscriber-email';
import { isValidUnsubscribeToken, unsubscribeLink, unsubscribeToken } from './unsubscribe-link';

const SECRET = 'test-app-secret-0123456789';

describe('parseSubscriberEmail', () => {
  it('trims and lower-cases', () => {
    expect(parseSubscriberEmail('  Ana@Example.COM ')).toBe('ana@example.com');
    expect(parseSubscriberEmail('a@b')).toBe('a@b');
  });

  it("refuses what room-protocol's emailSchema refuses, and spaces or control characters", () => {
    for (const value of [
      undefined,
      null,
      42,
      '',
      '  ',
      'ab',
      'no-at-sign',
      `${'x'.repeat(250)}@a.io`,
      'ana smith@example.com',
      'ana@example.com\r\nBcc: x@y.z',
      'a\u0000@b.c',
    ]) {
      expect(() => parseSubscriberEmail(value), String(value)).toThrow(INVALID_EMAIL);
    }
  });
});

describe('unsubscribe tokens', () => {
  it('is the base64url HMAC-SHA256 of the normalised address', () => {
    const expected = createHmac('sha256', SECRET).update('ana@example.com').digest('base64url');
    expect(unsubscribeToken(SECRET, 'ana@example.com')).toBe(expected);
    expect(unsubscribeToken(SECRET, ' ANA@example.com ')).toBe(expected);
    expect(expected).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('depends on the secret and the address', () => {
    expect(unsubscribeToken('another-secret-0123456789', 'ana@example.com')).not.toBe(
      unsubscribeToken(SECRET, 'ana@example.com'),
    );
    expect(unsubscribeToken(SECRET, 'ben@example.com')).not.toBe(unsubscribeToken(SECRET, 'ana@example.com'));
  });

  it('accepts only the exact token', () => {
    const token = unsubscribeToken(SECRET, 'ana@example.com');
    expect(isValidUnsubscribeToken(SECRET, 'ana@example.com', token)).toBe(true);
    expect(isValidUnsubscribeToken(SECRET, 'ben@example.com', token)).toBe(false);
    expect(isValidUnsubscribeToken(SECRET, 'ana@example.com', `${token}x`)).toBe(false);
    expect(isValidUnsubscribeToken(SECRET, 'ana@example.com', token.slice(1))).toBe(false);
    expect(isValidUnsubscribeToken(SECRET, 'ana@example.com', '')).toBe(false);
    expect(
      isValidUnsubscribeToken(SECRET, 'ana@example.com', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`),
    ).toBe(false);
  });

  it('builds the link with the address encoded', () => {
    const link = unsubscribeLink('https://tod.example/', SECRET, 'Ana+Party@Example.com');
    expect(link).toBe(
      `https://tod.example/unsubscribe?email=ana%2Bparty%40example.com&token=${unsubscribeToken(SECRET, 'ana+party@example.com')}`,
    );
    const url = new URL(link);
    expect(url.searchParams.get('email')).toBe('ana+party@example.com');
  });
});

describe('retryDelay', () => {
  it('doubles from the base after each failed attempt', () => {
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelay(60_000, attempts))).toEqual([
      60_000, 120_000, 240_000, 480_000, 960_000,
    ]);
    expect(retryDelay(10, 1)).toBe(10);
    expect(retryDelay(10, 0)).toBe(10);
  });

  it('never waits more than a day', () => {
    expect(retryDelay(60_000, 11)).toBe(61_440_000);
    expect(retryDelay(60_000, 12)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelay(60_000, 1_000)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelay(MAX_RETRY_DELAY_MS * 2, 1)).toBe(MAX_RETRY_DELAY_MS);
  });
});

describe('composeDigest', () => {
  const unsubscribeUrl = 'https://tod.example/unsubscribe?email=ana%40example.com&token=abc';
  let wordsIn: (locale: Locale) => EmailWordsIn;
  beforeAll(async () => {
    wordsIn = await loadEmailWords();
  });
  const english = () => ({ language: 'en' as const, words: wordsIn('en') });

  it('names and links every room, with the unsubscribe link in both parts', () => {
    const email = composeDigest({
      publicUrl: 'https://tod.example',
      unsubscribeUrl,
      ...english(),
      announcements: [
        { roomId: 'room1', roomName: 'Friday fun', createdAt: 1 },
        { roomId: 'room2', roomName: 'Late night', createdAt: 2 },
      ],
    });
    expect(email.subject).toBe('2 new public rooms are open on Truth or Dare');
    expect(email.text).toContain('- Friday fun: https://tod.example/rooms/room1/game');
    expect(email.text).toContain('- Late night: https://tod.example/rooms/room2/game');
    expect(email.text).toContain(unsubscribeUrl);
    expect(email.html).toContain('<a href="https://tod.example/rooms/room1/game">Friday fun</a>');
    expect(email.html).toContain(`<a href="${unsubscribeUrl.replace(/&/g, '&amp;')}">Unsubscribe</a>`);
  });

  it('keeps room names plain text: escaped in HTML, on one line in text', () => {
    const email = composeDigest({
      publicUrl: 'https://tod.example',
      unsubscribeUrl,
      ...english(),
      announcements: [
        { roomId: 'room1', roomName: '<img src=x onerror=alert(1)> & "friends"\nBcc: evil@example.com', createdAt: 1 },
      ],
    });
    expect(email.subject).toBe('A new public room is open on Truth or Dare');
    expect(email.html).toContain(
      '&lt;img src=x onerror=alert(1)&gt; &amp; &quot;friends&quot; Bcc: evil@example.com</a>',
    );
    expect(email.html).not.toContain('<img');
    expect(email.text).toContain(
      '- <img src=x onerror=alert(1)> & "friends" Bcc: evil@example.com: https://tod.example/rooms/room1/game',
    );
  });

  it(`lists at most ${MAX_LISTED_ROOMS} rooms and counts the rest`, () => {
    const announcements = Array.from({ length: MAX_LISTED_ROOMS + 3 }, (_, index) => ({
      roomId: `r${index}`,
      roomName: `Room ${index}`,
      createdAt: index,
    }));
    const email = composeDigest({ publicUrl: 'https://tod.example', unsubscribeUrl, announcements, ...english() });
    expect(email.text.match(/^- /gm)).toHaveLength(MAX_LISTED_ROOMS);
    expect(email.text).toContain('…and 3 more. See every open room: https://tod.example/rooms');
    expect(email.html).toContain('…and 3 more.');
  });
});

describe('smtpOptions', () => {
  it('reads host, port, TLS and credentials from SMTP_URL', () => {
    expect(smtpOptions('smtps://mailer%40tod.example:p%40ss%3Aword@mail.example.com')).toMatchObject({
      host: 'mail.example.com',
      port: 465,
      secure: true,
      auth: { user: 'mailer@tod.example', pass: 'p@ss:word' },
    });
    const plain = smtpOptions('smtp://127.0.0.1:2525');
    expect(plain).toMatchObject({ host: '127.0.0.1', port: 2525, secure: false });
    expect(plain.auth).toBeUndefined();
    expect(smtpOptions('smtp://mail.example.com').port).toBe(587);
  });

  it('gives up on a silent server long before the outbox claim runs out', () => {
    const options = smtpOptions('smtp://mail.example.com');
    expect(options.connectionTimeout! + options.greetingTimeout! + options.socketTimeout!).toBeLessThan(5 * 60 * 1000);
  });
});

describe('the digest in every language', () => {
  const unsubscribeUrl = 'https://tod.example/es/unsubscribe?email=ana%40example.com&token=abc';
  let wordsIn: (locale: Locale) => EmailWordsIn;
  beforeAll(async () => {
    wordsIn = await loadEmailWords();
  });

  it("speaks the subscriber's language, with its plural forms, links and page direction", () => {
    const announcements = [
      { roomId: 'room1', roomName: 'Viernes', createdAt: 1 },
      { roomId: 'room2', roomName: 'Noche', createdAt: 2 },
    ];
    const spanish = composeDigest({
      publicUrl: 'https://tod.example',
      unsubscribeUrl,
      announcements,
      language: 'es',
      words: wordsIn('es'),
    });
    expect(spanish.subject).toBe('Hay 2 salas públicas nuevas en Verdad o reto');
    expect(spanish.text).toContain('- Viernes: https://tod.example/es/rooms/room1/game');
    expect(spanish.html).toContain('<html lang="es" dir="ltr">');
    expect(spanish.html).toContain('>Darte de baja</a>');
    const arabic = composeDigest({
      publicUrl: 'https://tod.example',
      unsubscribeUrl,
      announcements,
      language: 'ar',
      words: wordsIn('ar'),
    });
    expect(arabic.subject).toBe('غرفتان عامتان جديدتان مفتوحتان في صراحة أم جرأة');
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.text).toContain('https://tod.example/ar/rooms/room2/game');
  });

  it('has every word in every language, each a valid message with the same placeholders', () => {
    for (const locale of LOCALES) {
      const words = wordsIn(locale);
      for (const id of EMAIL_MESSAGE_IDS) {
        const text = words(id, { count: 3, site: 'https://tod.example' });
        expect(text, `${locale} ${id}`).not.toMatch(/[{}]/);
        expect(text.length, `${locale} ${id}`).toBeGreaterThan(1);
      }
      expect(Object.keys(EMAIL_WORDS[locale]).sort()).toEqual([...EMAIL_MESSAGE_IDS].sort());
    }
  });

  it("links the unsubscribe page of the subscriber's language", () => {
    const link = unsubscribeLink('https://tod.example/', 'secret', ' Ana@Example.com', 'pt-BR');
    expect(link.startsWith('https://tod.example/pt-br/unsubscribe?email=ana%40example.com&token=')).toBe(true);
  });
});
