import { describe, expect, it } from 'vitest';
import { roomNameSchema, usernameSchema } from './field-schemas';
import { hasLetterOrDigit, visibleText } from './name-text';
import { customPromptRequestSchema } from './room-schemas';
import { CUSTOM_PROMPT_MESSAGES } from './room-settings';
import { sameUsername, usernameKey } from './turn-rules';

const ZWSP = '\u200B';
const RLO = '\u202E';

describe('visibleText', () => {
  it('removes zero-width, bidi and other invisible characters and lone surrogates, and composes to NFC', () => {
    expect(visibleText(`Ana${ZWSP}`)).toBe('Ana');
    expect(visibleText(`Fri${RLO}day\u2066x\u2069`)).toBe('Fridayx');
    expect(visibleText('\u00ADso\uFEFFft\u3164')).toBe('soft');
    expect(visibleText('lone \uD800surrogate\uDC00')).toBe('lone surrogate');
    expect(visibleText('A\u0301na')).toBe('\u00C1na');
    expect(visibleText(`A${ZWSP}\u0301na`)).toBe('\u00C1na');
  });

  it('turns line breaks and tabs into spaces and keeps emoji', () => {
    expect(visibleText('Ana\nBen\tCy')).toBe('Ana Ben Cy');
    expect(visibleText('Ana 😀')).toBe('Ana 😀');
  });

  it('asks for a letter or a digit', () => {
    expect(hasLetterOrDigit('Ωmega')).toBe(true);
    expect(hasLetterOrDigit('7')).toBe(true);
    expect(hasLetterOrDigit('!!! \u0301 😀')).toBe(false);
  });
});

describe('names others read', () => {
  it('stores a name as it draws: NFC, without invisible characters', () => {
    expect(usernameSchema.parse(`Ana${ZWSP}`)).toBe('Ana');
    expect(usernameSchema.parse('A\u0301na')).toBe('\u00C1na');
    expect(usernameSchema.parse(` ${ZWSP} Ben `)).toBe('Ben');
    expect(roomNameSchema.parse(`Friday ${RLO}Dares`)).toBe('Friday Dares');
  });

  it('treats a name of nothing visible, or with no letter or digit, as missing', () => {
    expect(usernameSchema.safeParse(ZWSP.repeat(5)).error?.issues[0]?.message).toBe('Username is required.');
    expect(usernameSchema.safeParse('!!!').error?.issues[0]?.message).toBe('Username is required.');
    expect(roomNameSchema.safeParse(`${RLO}${ZWSP}`).error?.issues[0]?.message).toBe('Room name is required.');
  });

  it('counts the length after invisible characters are gone', () => {
    expect(usernameSchema.safeParse(`${'a'.repeat(24)}${ZWSP.repeat(10)}`).success).toBe(true);
    expect(usernameSchema.safeParse('a'.repeat(25)).error?.issues[0]?.message).toBe(
      'Username must be at most 24 characters.',
    );
  });

  it('finds a seat by the name typed with a stray invisible character or another case', () => {
    expect(usernameKey(`Ana${ZWSP}`)).toBe('ana');
    expect(sameUsername('A\u0301na', '\u00E1NA')).toBe(true);
    expect(sameUsername('Ana', '\u0410na')).toBe(false);
  });

  it('cleans custom prompts the same way, and a prompt with no letter or digit is too short', () => {
    expect(customPromptRequestSchema.parse({ type: 'dare', text: `Sing a song${ZWSP}${RLO}` }).text).toBe(
      'Sing a song',
    );
    expect(customPromptRequestSchema.safeParse({ type: 'dare', text: '..........!!' }).error?.issues[0]?.message).toBe(
      CUSTOM_PROMPT_MESSAGES.tooShort,
    );
  });
});
