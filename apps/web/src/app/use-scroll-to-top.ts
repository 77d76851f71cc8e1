import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

/**
 * Scrolls to the top whenever the path changes: smoothly, or instantly for
 * visitors who ask for reduced motion. The first render is left alone so the
 * browser can restore the position on reload.
 */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  const previousPathname = useRef(pathname);

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    // 'auto' rather than 'instant': it is instant here (no CSS scroll-behavior) and every engine accepts it.
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [pathname]);
}
