import { LIMITS } from '@truth-or-dare/room-protocol';
import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anyTermCouldMatch, maskProfanity } from './chat-filter';

/** The English dataset as shipped, without this project's exceptions. */
const stockMatcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

describe('maskProfanity', () => {
  it.each([
    ['fuck', '****'],
    ['fucking', '****ing'],
    ['fucked', '****ed'],
    ['fucker', '****er'],
    ['motherfucker', 'mother****er'],
    ['fuk', '***'],
    ['shit', '****'],
    ['shitty', '****ty'],
    ['bullshit', 'bull****'],
    ['shithead', '****head'],
    ['cunt', '****'],
    ['bitch', '*****'],
    ['bitches', '*****es'],
    ['asshole', '***hole'],
    ['arsehole', '****hole'],
    ['ass', '***'],
    ['arse', '****'],
    ['dick', '****'],
    ['dickhead', '****head'],
    ['bastard', '*******'],
    ['cock', '****'],
    ['pussy', '*****'],
    ['twat', '****'],
    ['wanker', '****er'],
    ['prick', '*****'],
    ['piss', '****'],
    ['slut', '****'],
    ['whore', '*****'],
    ['porn', '****'],
    ['nigger', '******'],
    ['nigga', '*****'],
    ['faggot', '***got'],
    ['fag', '***'],
    ['retard', '******'],
    ['tranny', '******'],
    ['kike', '****'],
    ['chink', '*****'],
    ['spastic', '*******'],
    ['dyke', '****'],
  ])('masks the real word %j as %j', (word, masked) => {
    expect(maskProfanity(word)).toBe(masked);
  });

  it.each([
    // Leetspeak and look-alike symbols.
    ['f4ck', '****'],
    ['fvck', '****'],
    ['f*ck', '****'],
    ['sh1t', '****'],
    ['sh!t', '****'],
    ['$hit', '****'],
    ['5hit', '****'],
    ['b1tch', '*****'],
    ['b!tch', '*****'],
    ['@sshole', '***hole'],
    ['a$$hole', '***hole'],
    ['d1ck', '****'],
    ['c0ck', '****'],
    ['wh0re', '*****'],
    ['n1gger', '******'],
    // Repeated letters: the whole stretched word is masked, not just four letters of it.
    ['fuuuck', '******'],
    ['FUUUUCK', '*******'],
    ['shhhiiit', '********'],
    // Upper and mixed case.
    ['FUCK', '****'],
    ['FuCk', '****'],
    ['BITCH', '*****'],
    // Look-alike letters from other alphabets and accents.
    ['ｆｕｃｋ', '****'],
    ['fuсk', '****'], // a Cyrillic "с"
    ['fück', '****'],
  ])('masks the tricky spelling %j as %j', (word, masked) => {
    expect(maskProfanity(word)).toBe(masked);
  });

  it.each([
    // Letters split by spaces or punctuation: the library deliberately skips no characters.
    'f.u.c.k',
    'f u c k',
    'f-u-c-k',
    'f_u_c_k',
    's.h.i.t',
    'c u n t',
    // An asterisk stands for one letter only in the f-word's pattern.
    'sh*t',
    'f**k',
    'c*nt',
    'b*tch',
    // Phonetic spellings and letter swaps.
    'phuck',
    'fcuk',
    'cvnt',
    'biatch',
    'a-hole',
    // "ass" counts only at the start of a word.
    'dumbass',
    'jackass',
    // The dataset's "jizz" pattern never matches: repeated letters are collapsed before matching.
    'jizz',
    // Mild words and slurs the dataset does not list.
    'damn',
    'crap',
    'bloody',
    'bugger',
    'tosser',
    'bellend',
    'coon',
    'spic',
    'gook',
  ])('lets %j through, as the library does not catch it', (word) => {
    expect(maskProfanity(word)).toBe(word);
  });

  it.each([
    'classic',
    'Scunthorpe',
    'assassin',
    'bass',
    'class',
    'grass',
    'compass',
    'embarrass',
    'assume',
    'cocktail',
    'peacock',
    'Hancock',
    'cockney',
    'Dickens',
    'shitake',
    'Sussex',
    'Essex',
    'Middlesex',
    'analysis',
    'therapist',
    'button',
    'hello',
    'shell',
    'title',
    'constitution',
    'cucumber',
    'document',
    'circumstance',
    'skyscraper',
    'grape',
    'Arsenal',
    'Uranus',
    'Montenegro',
    'snigger',
    'Saturday',
    'kung fu',
  ])('leaves the ordinary word %j unchanged', (word) => {
    expect(maskProfanity(word)).toBe(word);
  });

  it.each([
    'cockpit',
    'shiitake',
    'mishit',
    'rapeseed',
    'Penistone',
    'summa cum laude',
    'fire retardant',
    'Fagin',
    'Fukuoka',
    'the Owl and the Pussycat',
    'pussy willow',
  ])('leaves %j unchanged, which the stock dataset masks', (text) => {
    expect(stockMatcher.hasMatch(text)).toBe(true);
    expect(maskProfanity(text)).toBe(text);
  });

  it('still masks the word itself next to one of its exceptions', () => {
    expect(maskProfanity('cockpit cock')).toBe('cockpit ****');
    expect(maskProfanity('shiitake shit')).toBe('shiitake ****');
  });

  it('masks every profane span of a sentence and keeps the rest as typed', () => {
    expect(maskProfanity('What the FUCK, you little shit!! 😂')).toBe('What the ****, you little ****!! 😂');
    expect(maskProfanity('classic Scunthorpe')).toBe('classic Scunthorpe');
  });

  it('keeps emoji and other scripts unchanged, around a masked word too', () => {
    for (const text of ['🙂👍🏽👨‍👩‍👧', '真実か挑戦か', 'Привет, как дела?', 'مرحبا بالعالم', 'Ça va? Très bien.', 'नमस्ते'])
      expect(maskProfanity(text)).toBe(text);
    expect(maskProfanity('🙂 fuck 🙂')).toBe('🙂 **** 🙂');
    expect(maskProfanity('日本語shit日本語')).toBe('日本語****日本語');
  });

  it('never lengthens a message, even where matches overlap', () => {
    // "ass" and "shit" overlap here; obscenity's own asterisk strategy answers seven asterisks.
    expect(maskProfanity('asshit')).toBe('******');
    // A two-unit character inside a masked span becomes one asterisk.
    expect(maskProfanity('𝐟𝐮𝐜𝐤')).toBe('****');
    const longest = 'fuuuck asshit 𝐟𝐮𝐜𝐤 '.repeat(40).slice(0, LIMITS.chatMessage.max);
    expect(maskProfanity(longest).length).toBeLessThanOrEqual(longest.length);
    expect([...maskProfanity(longest)]).toHaveLength([...longest].length);
  });

  it('does not throw on empty text, control characters or lone surrogates', () => {
    expect(maskProfanity('')).toBe('');
    expect(maskProfanity('\ud800fuck\udc00')).toBe('\ud800****\udc00');
    expect(maskProfanity('fuck\u0000\n\t')).toBe('****\u0000\n\t');
  });
});

/** A small seeded generator (mulberry32), so the corpus below is the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the one-pass check before the full scan', () => {
  it('is in use: the library still has the shape it relies on', () => {
    expect(anyTermCouldMatch).not.toBeNull();
  });

  it('never lets through a text the full scan would find a word in', () => {
    const check = anyTermCouldMatch as (text: string) => boolean;
    // Listed words bent the ways people bend them (look-alikes, repeats, a character between
    // letters) amid noise made of their letters: text that lands on, beside and between the words.
    const roots = [
      'fuck',
      'shit',
      'cunt',
      'bitch',
      'ass',
      'dick',
      'cock',
      'piss',
      'slut',
      'twat',
      'whore',
      'porn',
      'wank',
      'prick',
      'bastard',
      'pussy',
    ];
    const lookAlikes: Record<string, string> = { a: '4@', e: '3', i: '1!|', o: '0', s: '$5', t: '7', u: 'v', c: 'k(' };
    const noise = 'fuckshitbacnwrpdgyoelmv4310$@!|.-_ *  ';
    const random = seededRandom(20261127);
    const pick = (from: string) => from[Math.floor(random() * from.length)] as string;
    const noisy = (length: number) => Array.from({ length }, () => pick(noise)).join('');
    const bent = (word: string) =>
      [...word]
        .map((char) => {
          const roll = random();
          if (roll < 0.2 && lookAlikes[char]) return pick(lookAlikes[char]);
          if (roll < 0.3) return char.repeat(2 + Math.floor(random() * 3));
          if (roll < 0.36) return `${char}${pick(' .-_*')}`;
          if (roll < 0.4) return char.toUpperCase();
          return char;
        })
        .join('');
    let matched = 0;
    let skipped = 0;
    const skippedButFound: string[] = [];
    for (let index = 0; index < 20_000; index += 1) {
      const word = random() < 0.5 ? bent(roots[Math.floor(random() * roots.length)] as string) : '';
      const text = `${noisy(Math.floor(random() * 8))}${word}${noisy(Math.floor(random() * 8))}` || 'x';
      const found = stockMatcher.getAllMatches(text).length > 0;
      if (found) matched += 1;
      if (check(text)) continue;
      skipped += 1;
      if (found) skippedButFound.push(text);
    }
    expect(skippedButFound).toEqual([]);
    // Both sides are well represented, or the agreement above would prove little.
    expect(matched).toBeGreaterThan(500);
    expect(skipped).toBeGreaterThan(5_000);
  });

  it('skips ordinary chat and the words spared as exceptions, and leaves them as typed', () => {
    const check = anyTermCouldMatch as (text: string) => boolean;
    for (const text of [
      'good luck everyone',
      'lg run1 m42 q3 t1764244800000',
      'truth: who was your first crush?',
      '🙂 nice one',
    ]) {
      expect(check(text), text).toBe(false);
      expect(maskProfanity(text)).toBe(text);
    }
    expect(check('cockpit')).toBe(true);
    expect(maskProfanity('cockpit')).toBe('cockpit');
  });
});

describe('maskProfanity when the library fails', () => {
  afterEach(() => {
    vi.doUnmock('obscenity');
    vi.resetModules();
  });

  it('masks every visible character instead of throwing or letting the text through', async () => {
    vi.resetModules();
    vi.doMock('obscenity', async (importOriginal) => ({
      ...(await importOriginal<typeof import('obscenity')>()),
      RegExpMatcher: class {
        getAllMatches(): never {
          throw new Error('matcher failed');
        }
      },
    }));
    const failing = await import('./chat-filter.js');
    expect(failing.maskProfanity('hi there, 🙂')).toBe('** ****** *');
  });
});
