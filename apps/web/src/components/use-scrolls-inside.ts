import { useCallback, useState } from 'react';

type Direction = 'down' | 'sideways';

/**
 * Whether an element's content is taller (or, `sideways`, wider) than the element, so it scrolls
 * inside it, followed as either changes size. A region that scrolls must take keyboard focus, or
 * a keyboard cannot scroll it. Returns the answer and the ref to put on the element (which may
 * come and go).
 */
export function useScrollsInside(direction: Direction = 'down') {
  const [scrolls, setScrolls] = useState(false);
  const ref = useCallback(
    (element: HTMLElement | null) => {
      if (!element || typeof ResizeObserver !== 'function') return undefined;
      const measure = () =>
        setScrolls(
          direction === 'down'
            ? element.scrollHeight > element.clientHeight + 1
            : element.scrollWidth > element.clientWidth + 1,
        );
      const observer = new ResizeObserver(measure);
      observer.observe(element);
      for (const child of element.children) observer.observe(child);
      measure();
      return () => observer.disconnect();
    },
    [direction],
  );
  return [scrolls, ref] as const;
}
