// Synthesises the UI click sound so the repository carries no binary asset.
// Output: public/click.wav, a ~50 ms, 16-bit mono PCM WAV at 22 050 Hz.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SAMPLE_RATE = 22_050;
const DURATION_SECONDS = 0.05;
const PEAK = 0.6; // leaves headroom so the click never clips or startles

const scriptDir = dirname(fileURLToPath(import.meta.url));
const outputPath = resolve(scriptDir, '..', 'public', 'click.wav');

/** A soft "tock": a falling-pitch sine with a tiny noise transient, decaying fast. */
function synthesiseClick() {
  const sampleCount = Math.round(SAMPLE_RATE * DURATION_SECONDS);
  const samples = new Float64Array(sampleCount);
  // A fixed-seed generator keeps the file byte-identical between builds.
  let seed = 0x2f6b1d3;
  const noise = () => {
    // xorshift32, kept in unsigned 32-bit range
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    seed >>>= 0;
    return seed / 2_147_483_648 - 1;
  };
  let phase = 0;
  for (let i = 0; i < sampleCount; i += 1) {
    const t = i / SAMPLE_RATE;
    const frequency = 1_400 * Math.exp(-t * 40) + 600; // pitch drops for a rounded tone
    phase += (2 * Math.PI * frequency) / SAMPLE_RATE;
    const body = Math.sin(phase) * Math.exp(-t * 90);
    const transient = noise() * Math.exp(-t * 900) * 0.35;
    const attack = Math.min(1, i / 22); // ~1 ms fade-in avoids a pop
    const release = Math.min(1, (sampleCount - i) / 110); // ~5 ms fade-out
    samples[i] = (body + transient) * attack * release * PEAK;
  }
  return samples;
}

function encodeWav(samples) {
  const bytesPerSample = 2;
  const dataSize = samples.length * bytesPerSample;
  const buffer = Buffer.alloc(44 + dataSize);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + dataSize, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16); // PCM header size
  buffer.writeUInt16LE(1, 20); // PCM format
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(SAMPLE_RATE, 24);
  buffer.writeUInt32LE(SAMPLE_RATE * bytesPerSample, 28); // byte rate
  buffer.writeUInt16LE(bytesPerSample, 32); // block align
  buffer.writeUInt16LE(16, 34); // bits per sample
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(dataSize, 40);
  samples.forEach((sample, index) => {
    const clamped = Math.max(-1, Math.min(1, sample));
    buffer.writeInt16LE(Math.round(clamped * 32_767), 44 + index * bytesPerSample);
  });
  return buffer;
}

mkdirSync(dirname(outputPath), { recursive: true });
writeFileSync(outputPath, encodeWav(synthesiseClick()));
console.log(`click sound written to ${outputPath}`);
