import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { answerEncoding, compressAnswer, COMPRESSION_THRESHOLD_BYTES } from './answer-compression';

describe('answer compression in front of Express', () => {
  const big = COMPRESSION_THRESHOLD_BYTES;

  it('picks what compression() picks: Brotli, then gzip, then deflate, as the client weighs them', () => {
    expect(answerEncoding('gzip, deflate, br, zstd', big)).toBe('br');
    expect(answerEncoding('gzip, deflate', big)).toBe('gzip');
    expect(answerEncoding('deflate', big)).toBe('deflate');
    expect(answerEncoding('br;q=0.2, gzip;q=0.8', big)).toBe('gzip');
    expect(answerEncoding('*', big)).toBe('br');
  });

  it('sends small bodies, and bodies for clients that ask for none, as they are', () => {
    expect(answerEncoding('gzip, br', big - 1)).toBeNull();
    expect(answerEncoding(undefined, big * 10)).toBeNull();
    expect(answerEncoding('identity', big)).toBeNull();
    expect(answerEncoding('br;q=0, gzip;q=0, deflate;q=0', big)).toBeNull();
    expect(answerEncoding('zstd', big)).toBeNull();
  });

  it('compresses to what the client decodes back', async () => {
    const body = Buffer.from(
      JSON.stringify({ room: { chats: Array.from({ length: 50 }, (_, n) => ({ message: `message ${n}` })) } }),
    );
    expect(brotliDecompressSync(await compressAnswer(body, 'br')).equals(body)).toBe(true);
    expect(gunzipSync(await compressAnswer(body, 'gzip')).equals(body)).toBe(true);
    expect(inflateSync(await compressAnswer(body, 'deflate')).equals(body)).toBe(true);
    expect((await compressAnswer(body, 'gzip')).length).toBeLessThan(body.length);
  });
});
