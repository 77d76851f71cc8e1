import Negotiator from 'negotiator';
import { promisify } from 'node:util';
import { brotliCompress, constants, deflate, gzip } from 'node:zlib';

/**
 * The rules of the `compression()` middleware in create-app.ts, for answers sent in front of
 * Express (room-hot-calls.ts): bodies from 1 KiB, Brotli at quality 4 preferred, then gzip, then
 * deflate, and nothing the client did not ask for. Compressed on libuv's threads, as the
 * middleware's streams are.
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const SUPPORTED = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED = ['br', 'gzip'];

export type AnswerEncoding = 'br' | 'gzip' | 'deflate';

const brotliAsync = promisify(brotliCompress);
const compressors: Record<AnswerEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotliAsync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  gzip: promisify(gzip),
  deflate: promisify(deflate),
};

/** The encoding to send a body of `length` bytes in, or null to send it as it is. */
export function answerEncoding(acceptEncoding: string | undefined, length: number): AnswerEncoding | null {
  if (acceptEncoding === undefined || length < COMPRESSION_THRESHOLD_BYTES) return null;
  const chosen = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encoding(SUPPORTED, {
    preferred: PREFERRED,
  });
  return chosen === 'br' || chosen === 'gzip' || chosen === 'deflate' ? chosen : null;
}

export function compressAnswer(body: Buffer, encoding: AnswerEncoding): Promise<Buffer> {
  return compressors[encoding](body);
}
