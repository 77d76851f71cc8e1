import { describe, expect, it } from 'vitest';
import { MAX_SLUG_LENGTH, plainText, slugify, slugVariant, summarize, SUMMARY_LENGTH } from './post-text';

describe('slugify', () => {
  it('lower-cases, joins words with single hyphens and trims them', () => {
    expect(slugify('80 Classic Truth or Dare Questions!')).toBe('80-classic-truth-or-dare-questions');
    expect(slugify('  --Hello,   World--  ')).toBe('hello-world');
    expect(slugify("Don't / won't: it's_fine")).toBe('don-t-won-t-it-s-fine');
  });

  it('folds accents and common ligatures to ASCII', () => {
    expect(slugify('Crème Brûlée à la Façon de Zoë')).toBe('creme-brulee-a-la-facon-de-zoe');
    expect(slugify('Straße Ærø Œuvre Łódź Ðóttir Þing')).toBe('strasse-aero-oeuvre-lodz-dottir-thing');
    expect(slugify('ﬁve ｆｕｌｌｗｉｄｔｈ')).toBe('five-fullwidth');
  });

  it('answers post when nothing is left', () => {
    expect(slugify('')).toBe('post');
    expect(slugify('!!! ??? …')).toBe('post');
    expect(slugify('真実か挑戦か')).toBe('post');
    expect(slugify('🎉🎉')).toBe('post');
  });

  it('answers the fallback given when nothing is left, cut to 80 characters', () => {
    expect(slugify('صراحة أم جرأة', 'classic-questions-ar')).toBe('classic-questions-ar');
    expect(slugify('Verdad o reto', 'classic-questions-es')).toBe('verdad-o-reto');
    expect(slugify('真実', `${'word-'.repeat(20)}ar`)).toHaveLength(79);
  });

  it('keeps at most 80 characters, cut where a word ends', () => {
    const heading = 'The quick brown fox jumps over the lazy dog while everyone at the party plays truth or dare';
    const slug = slugify(heading);
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug).toBe('the-quick-brown-fox-jumps-over-the-lazy-dog-while-everyone-at-the-party-plays');
    expect(slugify('a'.repeat(200))).toBe('a'.repeat(80));
  });

  it('steers clear of the rooms paths that would hide a post', () => {
    expect(slugify('Stream')).toBe('stream-post');
    expect(slugify('Video call')).toBe('video-call-post');
  });
});

describe('slugVariant', () => {
  it('appends -n from 2 on and keeps within 80 characters', () => {
    expect(slugVariant('party-games', 1)).toBe('party-games');
    expect(slugVariant('party-games', 2)).toBe('party-games-2');
    expect(slugVariant('party-games', 13)).toBe('party-games-13');
    const long = slugify('The quick brown fox jumps over the lazy dog while everyone at the party plays truth or dare');
    const variant = slugVariant(long, 2);
    expect(variant.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(variant).toBe('the-quick-brown-fox-jumps-over-the-lazy-dog-while-everyone-at-the-party-plays-2');
    expect(slugVariant('a'.repeat(80), 10)).toBe(`${'a'.repeat(77)}-10`);
  });
});

describe('plainText', () => {
  it('decodes entities, separates blocks and collapses whitespace', () => {
    expect(
      plainText('<h2>Title</h2><p>One &amp; two&nbsp;<strong>three</strong></p><ul><li>a</li><li>b</li></ul>'),
    ).toBe('Title One & two three a b');
    expect(plainText('<p>line<br>break</p>\n\n<p>  next  </p>')).toBe('line break next');
    expect(plainText('<p>&lt;not a tag&gt;</p>')).toBe('<not a tag>');
  });
});

describe('summarize', () => {
  it('keeps a short text whole', () => {
    expect(summarize('<p>Short and sweet.</p>')).toBe('Short and sweet.');
  });

  it('cuts a long text after a whole word, ellipsis included in the 160 characters', () => {
    const words = Array.from({ length: 60 }, (_, index) => `word${index}`).join(' ');
    const summary = summarize(`<p>${words}</p>`);
    expect(summary.length).toBeLessThanOrEqual(SUMMARY_LENGTH);
    expect(summary.endsWith('…')).toBe(true);
    const kept = summary.slice(0, -1);
    expect(words.startsWith(`${kept} `)).toBe(true);
    expect(kept.split(' ').every((word) => /^word\d+$/.test(word))).toBe(true);
  });

  it('keeps a word that ends exactly at the limit and drops trailing punctuation', () => {
    const first = `${'a'.repeat(150)} bbbbbbb`; // 158 characters
    expect(summarize(`<p>${first}, and then some more words</p>`)).toBe(`${first}…`);
  });

  it('cuts one very long word hard and never splits an emoji', () => {
    expect(summarize(`<p>${'x'.repeat(300)}</p>`)).toBe(`${'x'.repeat(159)}…`);
    const emoji = summarize(`<p>${'x'.repeat(158)}🎉🎉🎉</p>`);
    expect(emoji).toBe(`${'x'.repeat(158)}…`);
  });

  it('summarises from the text, not the markup', () => {
    expect(summarize('<h2>Heading</h2><p>Body with <a href="/x">a link</a>.</p>')).toBe('Heading Body with a link.');
  });
});
