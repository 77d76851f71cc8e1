import { describe, expect, it } from 'vitest';
import { tabCanGoBack } from './use-go-back';

const site = { location: { origin: 'https://play.example' } };

describe('tabCanGoBack', () => {
  it('follows the Navigation API where the browser has it, whatever the referrer says', () => {
    expect(tabCanGoBack({ ...site, navigation: { canGoBack: true }, document: { referrer: '' } })).toBe(true);
    expect(
      tabCanGoBack({ ...site, navigation: { canGoBack: false }, document: { referrer: 'https://play.example/about' } }),
    ).toBe(false);
  });

  it('falls back to a referrer from our own origin', () => {
    expect(tabCanGoBack({ ...site, document: { referrer: 'https://play.example/about' } })).toBe(true);
    expect(tabCanGoBack({ ...site, document: { referrer: 'https://search.example/?q=truth' } })).toBe(false);
    expect(tabCanGoBack({ ...site, document: { referrer: '' } })).toBe(false);
    expect(tabCanGoBack({ ...site, document: { referrer: 'not a url' } })).toBe(false);
  });
});
