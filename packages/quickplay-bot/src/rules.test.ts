import { describe, expect, it } from 'vitest';
import { disconnectedStatusText, disconnectNoticeText, greetingText, MESSAGES, versusLine } from './rules';

describe('quick-play messages (verbatim from the spec)', () => {
  it('refusals and matching', () => {
    expect(MESSAGES.nameRequired).toBe('Please select your name to start.');
    expect(MESSAGES.nameAndGenderRequired).toBe('Select your name and gender.');
    expect(MESSAGES.matching).toBe('Matching...');
  });

  it('greeting, versus line and disconnect texts', () => {
    expect(greetingText('PixelPanda', 'Juno')).toBe("Hey PixelPanda! I'm Juno. Let's play.");
    expect(versusLine('PixelPanda', 'Juno')).toBe('PixelPanda vs Juno');
    expect(disconnectNoticeText('Juno')).toBe('Juno disconnected.');
    expect(disconnectedStatusText('Juno')).toBe("Juno has disconnected. You can't play now.");
  });
});
