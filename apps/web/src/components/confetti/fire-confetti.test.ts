import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const { create, draw } = vi.hoisted(() => {
  const draw = vi.fn(() => Promise.resolve(undefined));
  return { draw, create: vi.fn(() => draw) };
});

vi.mock('canvas-confetti', () => ({ default: { create } }));

function preferReducedMotion(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

// The module keeps one canvas per page: each test starts from a fresh copy of it.
async function loadModule() {
  vi.resetModules();
  return import('./fire-confetti');
}

beforeEach(() => {
  create.mockClear();
  draw.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.querySelectorAll('canvas').forEach((canvas) => canvas.remove());
});

describe('fireConfetti', () => {
  it('draws on its own canvas, hidden from assistive technology', async () => {
    preferReducedMotion(false);
    const { fireConfetti } = await loadModule();

    await fireConfetti({ particleCount: 40 });

    expect(create).toHaveBeenCalledTimes(1);
    const [canvas, options] = create.mock.calls[0] as unknown as [HTMLCanvasElement, { useWorker: boolean }];
    expect(canvas).toBeInstanceOf(HTMLCanvasElement);
    expect(canvas.isConnected).toBe(true);
    expect(canvas.getAttribute('aria-hidden')).toBe('true');
    expect(canvas.className).toBe('confetti-canvas');
    expect(options.useWorker).toBe(false);
    expect(draw).toHaveBeenCalledWith(expect.objectContaining({ particleCount: 40, disableForReducedMotion: true }));
  });

  it('reuses the one canvas for later bursts', async () => {
    preferReducedMotion(false);
    const { fireConfetti } = await loadModule();

    await fireConfetti({ particleCount: 10 });
    await fireConfetti({ particleCount: 20 });

    expect(create).toHaveBeenCalledTimes(1);
    expect(draw).toHaveBeenCalledTimes(2);
    expect(document.querySelectorAll('canvas.confetti-canvas')).toHaveLength(1);
  });

  it('draws nothing, and adds no canvas, for players who prefer reduced motion', async () => {
    preferReducedMotion(true);
    const { fireConfetti, celebrateFor } = await loadModule();

    await fireConfetti({ particleCount: 40 });
    const stop = celebrateFor(3_000);
    stop();

    expect(create).not.toHaveBeenCalled();
    expect(draw).not.toHaveBeenCalled();
    expect(document.querySelector('canvas')).toBeNull();
  });
});
