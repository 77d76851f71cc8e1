import { describe, expect, it } from 'vitest';
import { toErrorAnswer } from '../http/error-answer';
import { checkMetricsAccess } from './metrics-access.guard';

const TOKEN = 'metrics-token-0123456789';

/** The answer a scrape with this Authorization header gets, as the exception filter would send it. */
function answer(
  expected: string | null,
  authorization: string | undefined,
): { status: number; message: string; code: string } | 'allowed' {
  try {
    checkMetricsAccess(expected, authorization);
    return 'allowed';
  } catch (error) {
    return toErrorAnswer(error);
  }
}

describe('checkMetricsAccess', () => {
  it('answers 404 while metrics are off, whatever the header', () => {
    for (const header of [undefined, `Bearer ${TOKEN}`, 'Bearer anything-at-all-here']) {
      expect(answer(null, header)).toEqual({ status: 404, message: 'Not found.', code: 'NOT_FOUND' });
    }
  });

  it('answers 401 without a bearer token', () => {
    for (const header of [undefined, '', 'Bearer', `Basic ${Buffer.from(`user:${TOKEN}`).toString('base64')}`, TOKEN]) {
      expect(answer(TOKEN, header)).toEqual({
        status: 401,
        message: 'The metrics token is required.',
        code: 'METRICS_TOKEN_REQUIRED',
      });
    }
  });

  it('answers 401 for any other token', () => {
    for (const token of [TOKEN.slice(0, -1), `${TOKEN}x`, TOKEN.toUpperCase(), 'x'.repeat(TOKEN.length)]) {
      expect(answer(TOKEN, `Bearer ${token}`)).toEqual({
        status: 401,
        message: 'The metrics token is not valid.',
        code: 'METRICS_TOKEN_INVALID',
      });
    }
  });

  it('lets the very token through, whatever the case of the scheme', () => {
    expect(answer(TOKEN, `Bearer ${TOKEN}`)).toBe('allowed');
    expect(answer(TOKEN, `bearer ${TOKEN}`)).toBe('allowed');
  });
});
