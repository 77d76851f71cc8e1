import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/app-config';
import { iceServersFor } from './ice-servers';

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);

describe('ICE servers for calls', () => {
  it('hands out nothing when nothing is configured, so calls use host candidates', () => {
    expect(iceServersFor(loadConfig({}).rooms.ice, 7, NOW)).toEqual([]);
  });

  it('signs time-limited TURN credentials the way coturn’s use-auth-secret checks them', () => {
    const { ice } = loadConfig({
      STUN_URLS: 'stun:turn.example.com:3478',
      TURN_URLS: 'turn:turn.example.com:3478?transport=udp, turns:turn.example.com:5349',
      TURN_SECRET: 'a-long-shared-secret-value',
    }).rooms;
    const [stun, turn] = iceServersFor(ice, 7, NOW);
    expect(stun).toEqual({ urls: ['stun:turn.example.com:3478'] });
    const expiry = NOW / 1000 + 3600;
    expect(turn).toEqual({
      urls: ['turn:turn.example.com:3478?transport=udp', 'turns:turn.example.com:5349'],
      username: `${expiry}:7`,
      credential: createHmac('sha1', 'a-long-shared-secret-value').update(`${expiry}:7`).digest('base64'),
    });
  });

  it('uses static TURN credentials when those are given instead, and refuses URLs of the wrong scheme', () => {
    const { ice } = loadConfig({
      TURN_URLS: 'turn:relay.example.com',
      TURN_USERNAME: 'party',
      TURN_PASSWORD: 'secret',
    }).rooms;
    expect(iceServersFor(ice, 1, NOW)).toEqual([
      { urls: ['turn:relay.example.com'], username: 'party', credential: 'secret' },
    ]);
    expect(() => loadConfig({ TURN_URLS: 'stun:relay.example.com' })).toThrow(
      /TURN_URLS: must be comma-separated turn: URLs/,
    );
  });
});
