import type { IncomingMessage, ServerResponse } from 'node:http';
import { MAX_REQUEST_BODY_BYTES } from '@truth-or-dare/room-protocol';
import { answerEncoding, compressAnswer } from '../../http/answer-compression';
import { errorBody, plainErrorAnswer, TOO_MANY_REQUESTS_MESSAGE, toErrorAnswer } from '../../http/error-answer';
import type { JsonLogger } from '../../http/json-logger';
import { logFailure } from '../../http/log-failure';
import { logRequest, requestIdOf } from '../../http/request-log.middleware';
import { chatCall, pingCall, turnCall, type RoomCallServices } from './room-calls';
import type { RateLimitStore } from '../../rate-limits/rate-limit-store';
import { overPlayerLimit, playerTrackerOf } from '../../rate-limits/room-rate-limits';

export interface HotCallsOptions {
  readonly calls: RoomCallServices;
  readonly limits: RateLimitStore;
  readonly logger: JsonLogger;
  /** The client's address, by the same `trust proxy` rule as Express's req.ip. */
  readonly clientAddress: (request: IncomingMessage) => string;
  /** The headers Express's middleware gives every answer (security-headers.ts). */
  readonly headers: Readonly<Record<string, string>>;
  /** Counts an answered request for /metrics, as the Express middleware does. */
  readonly countRequest: (method: string, route: string, status: number) => void;
}

/** The canonical paths only; any other spelling (case, trailing slash) still reaches Express's routes. */
/**
 * The calls answered here, each the same method and route as its handler in RoomsController
 * (room-hot-calls.test.ts holds the two together): a request this does not match goes on to Express.
 */
export const HOT_CALLS = {
  chat: { method: 'POST', route: '/api/:roomId/chat' },
  ping: { method: 'POST', route: '/api/:roomId/ping' },
  turn: { method: 'PATCH', route: '/api/:roomId/turn' },
} as const;
type HotCall = keyof typeof HOT_CALLS;
const HOT_PATH = new RegExp(`^/api/([A-Za-z0-9_-]{1,64})/(${Object.keys(HOT_CALLS).join('|')})(\\?[^#]*)?$`);
const JSON_TYPE = /^application\/json\s*(;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

/**
 * `POST /api/:roomId/chat`, `POST /api/:roomId/ping` and `PATCH /api/:roomId/turn`, answered in
 * front of Express: every player sends one or the other every few seconds, and the framework's
 * pipeline (routing, guards, middleware) cost more CPU than the call itself
 * (docs/decisions/0013-rooms-cost.md, 0019-turns-in-front-of-express.md). The steps are the
 * controller's (room-calls.ts); the chat limit counts in the same store as the guard's; failures
 * become the same `{error}` answers through `toErrorAnswer`; each answer carries the same security
 * headers and request id and is logged like any other. A turn's answer (the room with its chat)
 * is compressed as `compression()` would (answer-compression.ts).
 *
 * Only plain requests come here: a JSON body with a declared length within the limit and no
 * content encoding. Anything else (a compressed or chunked body, another media type, an
 * oversized body) goes on to Express, which answers it as it always has.
 */
export function createRoomHotCalls(options: HotCallsOptions) {
  const headers = { ...options.headers };
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    if ((request.method !== 'POST' && request.method !== 'PATCH') || !request.url) return false;
    const match = HOT_PATH.exec(request.url);
    if (!match) return false;
    const call = match[2] as HotCall;
    if (request.method !== HOT_CALLS[call].method || !isPlainJson(request)) return false;
    const roomId = match[1] as string;
    const started = process.hrtime.bigint();
    const requestId = requestIdOf(request.headers['x-request-id']);

    /** Sends the answer (a JSON body, or none), then counts and logs it. */
    const send = (status: number, body?: string | Buffer, extra: Record<string, string> = {}) => {
      if (response.headersSent || response.destroyed) return;
      const type =
        body === undefined
          ? {}
          : { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) };
      response.writeHead(status, { 'X-Request-Id': requestId, ...headers, ...type, ...extra }).end(body);
      options.countRequest(HOT_CALLS[call].method, HOT_CALLS[call].route, status);
      logRequest(
        options.logger,
        {
          requestId,
          method: HOT_CALLS[call].method,
          path: request.url?.split('?')[0] ?? HOT_CALLS[call].route,
          status,
        },
        started,
      );
    };
    const answer = (status: number, body: unknown) =>
      send(status, body === undefined ? undefined : JSON.stringify(body));
    // The one answer that can be large: the room with its recent chat, compressed when the client accepts it.
    const answerRoom = async (body: unknown) => {
      const text = Buffer.from(JSON.stringify(body));
      const encoding = answerEncoding(header(request, 'accept-encoding'), text.length);
      if (encoding === null) return send(200, text, { vary: 'Accept-Encoding' });
      send(200, await compressAnswer(text, encoding), { vary: 'Accept-Encoding', 'content-encoding': encoding });
    };
    const fail = (error: unknown) => {
      const refusal = toErrorAnswer(error);
      logFailure(options.logger, error, refusal, {
        requestId,
        method: HOT_CALLS[call].method,
        path: HOT_CALLS[call].route,
      });
      answer(refusal.status, errorBody(refusal));
    };

    readBody(request)
      .then(async (text) => {
        if (text === null) return fail(new MalformedJson());
        const body = parseJson(text);
        if (body === MALFORMED) return fail(new MalformedJson());
        if (call === 'ping') {
          await pingCall(options.calls, roomId, header(request, 'authorization'), body);
          return answer(204, undefined);
        }
        if (call === 'turn')
          return answerRoom(await turnCall(options.calls, roomId, header(request, 'authorization'), body));
        // The guard's order: the limit counts before the token is checked.
        const tracker = playerTrackerOf(header(request, 'authorization'), options.clientAddress(request));
        if (overPlayerLimit(options.limits, 'chat', tracker))
          return answer(429, errorBody(plainErrorAnswer(429, TOO_MANY_REQUESTS_MESSAGE)));
        answer(201, await chatCall(options.calls, roomId, header(request, 'authorization'), body));
      })
      .catch(fail);
    return true;
  };
}

/** As body-parser's `json()` would take it: application/json in UTF-8, a declared length within the limit, not encoded. */
function isPlainJson(request: IncomingMessage): boolean {
  const type = request.headers['content-type'];
  const length = request.headers['content-length'];
  const encoding = request.headers['content-encoding'];
  if (type === undefined || !JSON_TYPE.test(type)) return false;
  if (encoding !== undefined && encoding.toLowerCase() !== 'identity') return false;
  if (length === undefined || !/^\d{1,7}$/.test(length) || Number(length) > MAX_REQUEST_BODY_BYTES) return false;
  return request.headers['transfer-encoding'] === undefined;
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The body as text (bytes that are not UTF-8 read as U+FFFD, as body-parser reads them), or null when the client went away first. */
function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () =>
      resolve((chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)).toString('utf8')),
    );
    request.on('close', () => {
      if (!request.complete) resolve(null);
    });
    request.on('error', reject);
  });
}

const MALFORMED = Symbol('malformed');

/** body-parser's strict mode: an empty body is `{}`, and only an object or an array is JSON here. */
function parseJson(text: string): unknown {
  const start = text.trimStart()[0];
  if (start === undefined) return {};
  if (start !== '{' && start !== '[') return MALFORMED;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return MALFORMED;
  }
}

/** Answered as Express's body parser answers a body it cannot parse (error-answer.ts). */
class MalformedJson extends Error {
  readonly type = 'entity.parse.failed';
  readonly status = 400;
}
