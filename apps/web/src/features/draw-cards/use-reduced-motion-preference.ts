import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '../../components/confetti/fire-confetti';

/**
 * The player's reduced-motion preference, read once after mount (never during render, so the
 * page stays server-renderable). `null` until it has been read.
 */
export function useReducedMotionPreference(): boolean | null {
  const [reduced, setReduced] = useState<boolean | null>(null);
  useEffect(() => {
    setReduced(prefersReducedMotion());
  }, []);
  return reduced;
}
