/**
 * Media elements (the click sound) ask for byte ranges, and some engines (Safari) refuse to play
 * a whole-file 200 answered by a service worker to such a request. Where the fetch handler
 * serves a kept file, it answers the exact range the way a server would.
 */
export async function rangeOf(kept: Response, rangeHeader: string): Promise<Response> {
  const body = await kept.arrayBuffer();
  const match = /^bytes=(\d*)-(\d*)$/.exec(rangeHeader.trim());
  const size = body.byteLength;
  let start: number;
  let end: number;
  if (!match || (match[1] === '' && match[2] === '')) return unsatisfiable(size);
  if (match[1] === '') {
    // A suffix: the last N bytes.
    start = Math.max(size - Number(match[2]), 0);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return unsatisfiable(size);
  const headers = new Headers(kept.headers);
  headers.set('Content-Range', `bytes ${start}-${end}/${size}`);
  headers.set('Content-Length', String(end - start + 1));
  return new Response(body.slice(start, end + 1), { status: 206, statusText: 'Partial Content', headers });
}

function unsatisfiable(size: number): Response {
  return new Response(null, {
    status: 416,
    statusText: 'Range Not Satisfiable',
    headers: { 'Content-Range': `bytes */${size}` },
  });
}
