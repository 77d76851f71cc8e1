import { createHmac } from 'node:crypto';
import type { IceConfig } from '../../config/app-config';

/** One entry of `RTCPeerConnection`'s `iceServers`, as the web app passes it on. */
export interface IceServer {
  readonly urls: readonly string[];
  readonly username?: string;
  readonly credential?: string;
}

/**
 * The ICE servers a player's calls use. With a TURN secret, credentials follow the TURN REST
 * scheme that coturn's `use-auth-secret` checks: the username is `expiry:playerId` (expiry in
 * seconds since the epoch) and the password the base64 HMAC-SHA1 of that username, so they expire
 * on their own and the secret never leaves the server. Nothing configured: no servers, and calls
 * use host candidates (enough on one network). See docs/video-calls.md.
 */
export function iceServersFor(config: IceConfig, playerId: number, nowMs: number): IceServer[] {
  const servers: IceServer[] = [];
  if (config.stunUrls.length > 0) servers.push({ urls: config.stunUrls });
  if (config.turnUrls.length > 0 && config.turn) {
    if (config.turn.kind === 'static') {
      servers.push({ urls: config.turnUrls, username: config.turn.username, credential: config.turn.password });
    } else {
      const username = `${Math.floor(nowMs / 1000) + config.turn.ttlSeconds}:${playerId}`;
      servers.push({
        urls: config.turnUrls,
        username,
        credential: createHmac('sha1', config.turn.secret).update(username).digest('base64'),
      });
    }
  }
  return servers;
}
