#!/usr/bin/env node
// Draws the installable app's icons: the favicon's design (a tilted yellow die showing three
// on the site's purple) as PNG files, encoded here with node:zlib so no image tool is needed.
// Output: public/icons/icon-192.png, icon-512.png, icon-maskable-512.png, apple-touch-icon-180.png.
// Run it again after changing the design and commit the files it writes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const outputDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');

const PURPLE = [0x4c, 0x1d, 0x95];
const YELLOW = [0xfd, 0xe0, 0x47];
/** Samples per pixel side: edges are anti-aliased by averaging SAMPLES² points. */
const SAMPLES = 4;

/**
 * The design in the favicon's 64-unit square. `fullBleed` fills the whole square (maskable and
 * Apple icons, which the platform crops itself); `scale` shrinks the die about the centre so it
 * stays inside a maskable icon's safe zone.
 */
function paint(x, y, { fullBleed, scale }) {
  if (!fullBleed && roundedRectDistance(x - 32, y - 32, 32, 32, 16) > 0) return null;
  // Into the die's frame: rotated by -10° about the centre, then unscaled.
  const angle = (10 * Math.PI) / 180;
  const dx = x - 32;
  const dy = y - 32;
  const u = (dx * Math.cos(angle) - dy * Math.sin(angle)) / scale;
  const v = (dx * Math.sin(angle) + dy * Math.cos(angle)) / scale;
  if (roundedRectDistance(u, v, 18, 18, 9) > 0) return PURPLE;
  for (const [px, py] of [
    [-8, -8],
    [0, 0],
    [8, 8],
  ]) {
    if (Math.hypot(u - px, v - py) <= 4) return PURPLE;
  }
  return YELLOW;
}

/** Signed distance to a rectangle of half-size (hw, hh) with corner radius r, centred at 0. */
function roundedRectDistance(x, y, hw, hh, r) {
  const qx = Math.abs(x) - (hw - r);
  const qy = Math.abs(y) - (hh - r);
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
}

function render(size, options) {
  const pixels = Buffer.alloc(size * size * 4);
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const colour = paint(
            ((column + (sx + 0.5) / SAMPLES) / size) * 64,
            ((row + (sy + 0.5) / SAMPLES) / size) * 64,
            options,
          );
          if (!colour) continue;
          sum[0] += colour[0];
          sum[1] += colour[1];
          sum[2] += colour[2];
          sum[3] += 1;
        }
      }
      const offset = (row * size + column) * 4;
      const covered = sum[3];
      // Colour averaged over covered samples; coverage becomes alpha (transparent outside the rounded square).
      pixels[offset] = covered ? Math.round(sum[0] / covered) : 0;
      pixels[offset + 1] = covered ? Math.round(sum[1] / covered) : 0;
      pixels[offset + 2] = covered ? Math.round(sum[2] / covered) : 0;
      pixels[offset + 3] = Math.round((covered / (SAMPLES * SAMPLES)) * 255);
    }
  }
  return encodePng(size, pixels);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGBA PNG: signature, IHDR, one IDAT of unfiltered rows, IEND. */
function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type: RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let row = 0; row < size; row += 1) {
    rows[row * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(rows, row * (size * 4 + 1) + 1, row * size * 4, (row + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const ICONS = [
  { file: 'icon-192.png', size: 192, fullBleed: false, scale: 1 },
  { file: 'icon-512.png', size: 512, fullBleed: false, scale: 1 },
  // Maskable: the platform may crop to a circle of 80% of the width, so the die keeps inside it.
  { file: 'icon-maskable-512.png', size: 512, fullBleed: true, scale: 0.8 },
  // iOS draws its own rounded corners and shows transparency as black.
  { file: 'apple-touch-icon-180.png', size: 180, fullBleed: true, scale: 0.9 },
];

mkdirSync(outputDir, { recursive: true });
for (const { file, size, ...options } of ICONS) {
  const png = render(size, options);
  writeFileSync(resolve(outputDir, file), png);
  console.log(`${file}: ${size}×${size}, ${(png.length / 1024).toFixed(1)} KB`);
}
