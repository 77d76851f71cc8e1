import { describe, expect, it } from 'vitest';
import { rangeOf } from './range-response';

const kept = () =>
  new Response(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]), { headers: { 'Content-Type': 'audio/wav' } });

async function bytes(response: Response): Promise<number[]> {
  return [...new Uint8Array(await response.arrayBuffer())];
}

describe('rangeOf', () => {
  it('answers an open-ended range from the start with the whole file as 206', async () => {
    const response = await rangeOf(kept(), 'bytes=0-');
    expect(response.status).toBe(206);
    expect(response.headers.get('Content-Range')).toBe('bytes 0-9/10');
    expect(response.headers.get('Content-Length')).toBe('10');
    expect(response.headers.get('Content-Type')).toBe('audio/wav');
    expect(await bytes(response)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('answers a closed range, clamped to the file', async () => {
    const middle = await rangeOf(kept(), 'bytes=2-4');
    expect(middle.headers.get('Content-Range')).toBe('bytes 2-4/10');
    expect(await bytes(middle)).toEqual([2, 3, 4]);
    const past = await rangeOf(kept(), 'bytes=8-100');
    expect(past.headers.get('Content-Range')).toBe('bytes 8-9/10');
    expect(await bytes(past)).toEqual([8, 9]);
  });

  it('answers a suffix range with the last bytes', async () => {
    const response = await rangeOf(kept(), 'bytes=-3');
    expect(response.headers.get('Content-Range')).toBe('bytes 7-9/10');
    expect(await bytes(response)).toEqual([7, 8, 9]);
  });

  it.each(['bytes=10-', 'bytes=5-2', 'bytes=-', 'items=0-1'])('refuses %s with 416', async (range) => {
    const response = await rangeOf(kept(), range);
    expect(response.status).toBe(416);
    expect(response.headers.get('Content-Range')).toBe('bytes */10');
  });
});
