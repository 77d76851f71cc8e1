import { describe, expect, it } from 'vitest';
import { BLOG_TRANSLATION_MESSAGES, LANGUAGE_MESSAGE } from '@truth-or-dare/room-protocol';
import { FILL_ALL_FIELDS, parseNewPostRequest } from './new-post-request';
import { isHttpUrl, isSafeUrl, isSiteRelativeUrl } from './safe-url';

const valid = { heading: '  A night of dares ', blog: '<p>Body</p>', img: '/images/blog/a.svg' };

function messageOf(body: unknown): string {
  try {
    parseNewPostRequest(body);
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
}

describe('parseNewPostRequest', () => {
  it('trims the fields and answers a missing link as null', () => {
    expect(parseNewPostRequest(valid)).toEqual({
      heading: 'A night of dares',
      blog: '<p>Body</p>',
      img: '/images/blog/a.svg',
      link: null,
      language: 'en',
      translationOf: null,
    });
    expect(parseNewPostRequest({ ...valid, link: ' https://example.com/more ' }).link).toBe('https://example.com/more');
    expect(parseNewPostRequest({ ...valid, link: '' }).link).toBeNull();
    expect(parseNewPostRequest({ ...valid, link: null }).link).toBeNull();
  });

  it('asks for every required field when one is missing, blank or not text', () => {
    for (const body of [
      undefined,
      null,
      [],
      'text',
      {},
      { ...valid, heading: '   ' },
      { ...valid, blog: '' },
      { ...valid, img: undefined },
      { ...valid, heading: 42 },
      { ...valid, blog: ['<p>x</p>'] },
      { ...valid, heading: '\u0000\u0001' },
    ]) {
      expect(messageOf(body)).toBe(FILL_ALL_FIELDS);
    }
  });

  it('refuses a heading over 200 characters and a blog over 100 000', () => {
    expect(messageOf({ ...valid, heading: 'x'.repeat(200) })).toBe('accepted');
    expect(messageOf({ ...valid, heading: 'x'.repeat(201) })).toBe('The heading must be at most 200 characters.');
    expect(messageOf({ ...valid, blog: 'x'.repeat(100_000) })).toBe('accepted');
    expect(messageOf({ ...valid, blog: 'x'.repeat(100_001) })).toBe('The blog must be at most 100,000 characters.');
  });

  it('takes the image from http(s) or this site only', () => {
    for (const img of ['/images/a.svg', 'https://cdn.example/a.png', 'http://cdn.example/a.png'])
      expect(messageOf({ ...valid, img })).toBe('accepted');
    for (const img of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example/a.png',
      'images/a.svg',
      'ftp://x.example/a.png',
    ]) {
      expect(messageOf({ ...valid, img })).toMatch(/^The image must be an http\(s\) URL or a path on this site/);
    }
  });

  it("takes the post's language from the site's languages, English when none is given", () => {
    expect(parseNewPostRequest({ ...valid, language: 'pt-BR' }).language).toBe('pt-BR');
    expect(parseNewPostRequest({ ...valid, language: null }).language).toBe('en');
    for (const language of ['', 'pt-br', 'EN', 'xx', ['es'], 1])
      expect(messageOf({ ...valid, language })).toBe(LANGUAGE_MESSAGE);
  });

  it('takes the post it translates as a post id, or null', () => {
    expect(parseNewPostRequest({ ...valid, language: 'es', translationOf: 3 }).translationOf).toBe(3);
    expect(parseNewPostRequest({ ...valid, translationOf: null }).translationOf).toBeNull();
    expect(parseNewPostRequest({ ...valid, translationOf: 2_147_483_647 }).translationOf).toBe(2_147_483_647);
    for (const translationOf of [0, -1, 1.5, '3', 2_147_483_648, true, {}])
      expect(messageOf({ ...valid, translationOf })).toBe(BLOG_TRANSLATION_MESSAGES.invalidTranslationOf);
  });

  it('takes a link to http(s) only', () => {
    for (const link of ['/about', 'javascript:alert(1)', 'mailto:a@b.c', 42])
      expect(messageOf({ ...valid, link })).toBe('The link must be an http(s) URL.');
  });
});

describe('safe URLs', () => {
  it('accepts http(s) URLs and site paths', () => {
    expect(isHttpUrl('https://example.com')).toBe(true);
    expect(isHttpUrl('HTTP://EXAMPLE.COM/a?b#c')).toBe(true);
    expect(isSiteRelativeUrl('/')).toBe(true);
    expect(isSiteRelativeUrl('/blog/post?x=1#y')).toBe(true);
  });

  it('refuses other schemes, protocol-relative and hidden tricks', () => {
    for (const url of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'https://user:pass@example.com',
      'https://exa mple.com',
      'https:/example.com',
      'https://example.com/\u0000',
      '',
      `/${'a'.repeat(2048)}`,
    ]) {
      expect(isSafeUrl(url), url).toBe(false);
    }
  });
});
