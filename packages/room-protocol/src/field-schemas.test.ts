import { describe, expect, it } from 'vitest';
import { readApiErrorMessage } from './read-api-error';
import { isValidEmail } from './email-rule';
import { chatMessageSchema, emailSchema, roomNameSchema, usernameSchema } from './field-schemas';
import { LIMITS } from './limits';

describe('field schemas', () => {
  it('trims and accepts a username up to the limit, refusing one character more', () => {
    expect(usernameSchema.parse('  Sam  ')).toBe('Sam');
    expect(usernameSchema.safeParse('a'.repeat(LIMITS.username.max)).success).toBe(true);
    expect(usernameSchema.safeParse('a'.repeat(LIMITS.username.max + 1)).error?.issues[0]?.message).toBe(
      'Username must be at most 24 characters.',
    );
  });

  it('refuses blank values with a clear message', () => {
    expect(usernameSchema.safeParse('   ').error?.issues[0]?.message).toBe('Username is required.');
    expect(roomNameSchema.safeParse('').error?.issues[0]?.message).toBe('Room name is required.');
    expect(usernameSchema.safeParse(undefined).error?.issues[0]?.message).toBe('Username is required.');
  });

  it('bounds room names at 40 and chat messages at 500 characters', () => {
    expect(roomNameSchema.safeParse('r'.repeat(40)).success).toBe(true);
    expect(roomNameSchema.safeParse('r'.repeat(41)).success).toBe(false);
    expect(chatMessageSchema.safeParse('m'.repeat(500)).success).toBe(true);
    expect(chatMessageSchema.safeParse('m'.repeat(501)).success).toBe(false);
  });

  it('requires an at sign and 3 to 254 characters in an email', () => {
    expect(emailSchema.safeParse('a@b').success).toBe(true);
    expect(emailSchema.safeParse('ab').success).toBe(false);
    expect(emailSchema.safeParse('abc').error?.issues[0]?.message).toBe('Please enter a valid email.');
    expect(emailSchema.safeParse(`${'x'.repeat(250)}@a.io`).success).toBe(false);
  });
});

describe('isValidEmail', () => {
  it('agrees with emailSchema', () => {
    for (const value of [
      'a@b',
      ' a@b ',
      'ab',
      '',
      '   ',
      '@',
      'x@',
      `${'x'.repeat(250)}@a.io`,
      `${'x'.repeat(248)}@a.io`,
      'no-at-sign.example',
      'ana@example.com',
    ]) {
      expect(isValidEmail(value), value).toBe(emailSchema.safeParse(value).success);
    }
  });

  it('refuses spaces and control characters inside an address, in the form as in the API', () => {
    for (const value of ['two words@example.com', 'ana@exa\tmple.com', 'ana@example.com\u0000']) {
      expect(isValidEmail(value), value).toBe(false);
      expect(emailSchema.safeParse(value).success, value).toBe(false);
    }
  });
});

describe('readApiErrorMessage', () => {
  it('reads the error field of the contract body only', () => {
    expect(readApiErrorMessage({ error: 'Room name already exists' })).toBe('Room name already exists');
    expect(readApiErrorMessage({ message: 'nope' })).toBeUndefined();
    expect(readApiErrorMessage('oops')).toBeUndefined();
    expect(readApiErrorMessage({ error: '' })).toBeUndefined();
    expect(readApiErrorMessage(null)).toBeUndefined();
  });
});
