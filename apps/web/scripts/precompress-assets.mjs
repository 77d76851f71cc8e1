// Writes Brotli (.br) and gzip (.gz) copies of the built text files next to them, at the highest
// levels, so the server sends compressed bytes without compressing on every request. A copy is
// kept only when it is smaller than the original.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Not audio: browsers fetch media in byte ranges, which a compressed copy cannot answer.
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml']);
const MIN_BYTES = 512;

const distDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', process.argv[2] ?? 'dist');

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

let original = 0;
let brotli = 0;
let count = 0;
for (const path of filesUnder(distDir)) {
  if (!COMPRESSIBLE.has(extname(path)) || statSync(path).size < MIN_BYTES) continue;
  const bytes = readFileSync(path);
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gz = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
  if (br.length < bytes.length) writeFileSync(`${path}.br`, br);
  if (gz.length < bytes.length) writeFileSync(`${path}.gz`, gz);
  original += bytes.length;
  brotli += Math.min(br.length, bytes.length);
  count += 1;
}
console.log(
  `precompressed ${count} files under ${relative(process.cwd(), distDir) || '.'}: ${(original / 1024).toFixed(1)} KB -> ${(brotli / 1024).toFixed(1)} KB with Brotli`,
);
