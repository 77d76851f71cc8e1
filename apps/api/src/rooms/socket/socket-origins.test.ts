import { describe, expect, it } from 'vitest';
import { isAllowedSocketOrigin } from './socket-origins';

const site = { publicUrl: 'https://truthordare.example', socketOrigins: ['https://friends.example'] };

describe('isAllowedSocketOrigin', () => {
  it("allows the site's origin, a listed one, and the request's own host", () => {
    expect(isAllowedSocketOrigin('https://truthordare.example', 'internal:3000', site)).toBe(true);
    expect(isAllowedSocketOrigin('https://Friends.example', 'internal:3000', site)).toBe(true);
    expect(isAllowedSocketOrigin('http://127.0.0.1:3000', '127.0.0.1:3000', site)).toBe(true);
  });

  it('allows a client that sends no origin (not a browser page)', () => {
    expect(isAllowedSocketOrigin(undefined, 'internal:3000', site)).toBe(true);
  });

  it('refuses any other origin, and one that only looks alike', () => {
    expect(isAllowedSocketOrigin('https://evil.example', 'truthordare.example', site)).toBe(false);
    expect(isAllowedSocketOrigin('https://truthordare.example.evil.example', 'truthordare.example', site)).toBe(false);
    expect(isAllowedSocketOrigin('null', 'truthordare.example', site)).toBe(false);
    expect(isAllowedSocketOrigin('http://127.0.0.1:3001', '127.0.0.1:3000', site)).toBe(false);
  });
});
