import { useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `fallback` on the server and in the first client render, then `children`. For parts
 * that only make sense in a browser (a canvas game loaded on demand), so hydration always
 * matches the server's HTML.
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? children : fallback;
}
