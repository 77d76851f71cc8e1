import { describe, expect, it } from 'vitest';
import { heightBelow } from './use-fit-to-viewport';

describe('the room screen fits the screen below its top', () => {
  it('takes the window height without a visual viewport', () => {
    expect(heightBelow(71, { innerHeight: 844 })).toBe(773);
  });

  it('takes the visible part when an on-screen keyboard covers the rest', () => {
    expect(heightBelow(71, { innerHeight: 844, visual: { height: 500.6, scale: 1 } })).toBe(429);
  });

  it('keeps its size when the player zooms in', () => {
    expect(heightBelow(71, { innerHeight: 844, visual: { height: 422, scale: 2 } })).toBe(773);
  });

  it('is never negative', () => {
    expect(heightBelow(900, { innerHeight: 844 })).toBe(0);
  });
});
