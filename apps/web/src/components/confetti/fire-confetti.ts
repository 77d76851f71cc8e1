/**
 * Confetti for celebrations. The library is loaded on first use so it never weighs on a
 * page's first download, and nothing is drawn for players who prefer reduced motion.
 * Drawing failures (no 2D context, blocked canvas) are ignored: confetti is decoration.
 */
export interface ConfettiBurst {
  particleCount: number;
  gravity?: number;
  colors?: readonly string[];
  spread?: number;
  origin?: { x?: number; y?: number };
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

type ConfettiFunction = (options: import('canvas-confetti').Options) => Promise<undefined> | null;
let confettiInstance: Promise<ConfettiFunction> | null = null;

/**
 * One full-page confetti canvas drawn on the main thread: the library's default worker starts
 * from a blob: URL, which the site's Content-Security-Policy (worker-src 'self') refuses. The
 * canvas is ours, not the library's, so it can be hidden from assistive technology: it is
 * decoration, outside every landmark.
 */
function loadConfetti(): Promise<ConfettiFunction> {
  confettiInstance ??= import('canvas-confetti').then(({ default: confetti }) => {
    const canvas = document.createElement('canvas');
    canvas.className = 'confetti-canvas';
    canvas.setAttribute('aria-hidden', 'true');
    document.body.appendChild(canvas);
    return confetti.create(canvas, { resize: true, useWorker: false }) as ConfettiFunction;
  });
  return confettiInstance;
}

export async function fireConfetti(burst: ConfettiBurst): Promise<void> {
  if (prefersReducedMotion()) return;
  try {
    const confetti = await loadConfetti();
    await confetti({
      particleCount: burst.particleCount,
      gravity: burst.gravity ?? 1,
      spread: burst.spread ?? 90,
      origin: burst.origin ?? { y: 0.6 },
      ...(burst.colors ? { colors: [...burst.colors] } : {}),
      disableForReducedMotion: true,
    });
  } catch {
    // Decoration only.
  }
}

/**
 * Keeps bursts coming for `durationMs` (a celebration of a few seconds). Returns a function
 * that stops it early, e.g. when the player leaves the screen.
 */
export function celebrateFor(
  durationMs: number,
  burst: ConfettiBurst = { particleCount: 60, spread: 100 },
): () => void {
  if (prefersReducedMotion()) return () => undefined;
  const everyMs = 600;
  let stopped = false;
  const timer = window.setInterval(() => {
    if (!stopped) void fireConfetti({ ...burst, origin: { x: Math.random(), y: Math.random() * 0.4 + 0.1 } });
  }, everyMs);
  void fireConfetti(burst);
  const end = window.setTimeout(() => stop(), durationMs);
  function stop() {
    stopped = true;
    window.clearInterval(timer);
    window.clearTimeout(end);
  }
  return stop;
}
