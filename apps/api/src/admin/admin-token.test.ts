import { describe, expect, it } from 'vitest';
import { bearerToken, tokensMatch } from './admin-token';

describe('bearerToken', () => {
  it('reads the token of a Bearer header, whatever the case of the scheme', () => {
    expect(bearerToken('Bearer abc.DEF-123_')).toBe('abc.DEF-123_');
    expect(bearerToken('bearer   token  ')).toBe('token');
  });

  it('answers null for anything else', () => {
    for (const header of [
      undefined,
      '',
      'Bearer',
      'Bearer ',
      'Basic dXNlcjpwYXNz',
      'Token abc',
      'Bearer two words',
      `Bearer ${'x'.repeat(513)}`,
    ]) {
      expect(bearerToken(header)).toBeNull();
    }
  });
});

describe('tokensMatch', () => {
  it('is true only for the very same token', () => {
    const expected = 'kZ3n0T1hXbq2C4sY8R1w5uE6Jv9aQpLmNoPr7StUvWx';
    expect(tokensMatch(expected, expected)).toBe(true);
    expect(tokensMatch(`${expected} `, expected)).toBe(false);
    expect(tokensMatch(expected.slice(0, -1), expected)).toBe(false);
    expect(tokensMatch(expected.toLowerCase(), expected)).toBe(false);
    expect(tokensMatch('', expected)).toBe(false);
  });
});
