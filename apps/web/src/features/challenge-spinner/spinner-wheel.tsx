import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SPIN_DURATION_MS, type WheelSlice } from '@truth-or-dare/spinner-engine';
import { type CSSProperties, useEffect, useRef } from 'react';
import { paintWheel } from './paint-wheel';

interface SpinnerWheelProps {
  slices: readonly WheelSlice[];
  /** The machine's total rotation; the canvas eases to it over the spin's length. */
  rotation: number;
}

/** The canvas wheel under a fixed pointer at the top. */
export function SpinnerWheel({ slices, rotation }: SpinnerWheelProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { t } = useLingui();
  const count = slices.length;

  // Repaint when the slices change and whenever the drawn size or pixel density may have changed.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const repaint = () => paintWheel(canvas, slices);
    repaint();
    window.addEventListener('resize', repaint);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(repaint);
    observer?.observe(canvas);
    return () => {
      window.removeEventListener('resize', repaint);
      observer?.disconnect();
    };
  }, [slices]);

  // The machine owns the timing: the wheel only animates to the rotation it was given.
  const turn: CSSProperties = { transform: `rotate(${rotation}deg)`, transitionDuration: `${SPIN_DURATION_MS}ms` };

  return (
    <div className="spinner-wheel">
      <div className="spinner-wheel__pointer" aria-hidden="true" />
      <canvas
        ref={canvasRef}
        className="spinner-wheel__disc"
        style={turn}
        role="img"
        aria-label={t`${plural(count, { one: 'Challenge wheel with # challenge', other: 'Challenge wheel with # challenges' })}`}
      />
    </div>
  );
}
