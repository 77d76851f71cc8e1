import { describe, expect, it } from 'vitest';
import { formatPostDate } from './format-post-date';

describe('formatPostDate', () => {
  it('writes YYYY-MM-DD as day, month name and year', () => {
    expect(formatPostDate('2026-03-10')).toBe('10 March 2026');
    expect(formatPostDate('2026-12-01')).toBe('1 December 2026');
    expect(formatPostDate('2025-01-31')).toBe('31 January 2025');
  });

  it('shows anything else as it came', () => {
    expect(formatPostDate('2026-13-01')).toBe('2026-13-01');
    expect(formatPostDate('2026-02-00')).toBe('2026-02-00');
    expect(formatPostDate('yesterday')).toBe('yesterday');
  });
});
