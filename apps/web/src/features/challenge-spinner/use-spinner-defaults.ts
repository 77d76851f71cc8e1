import { loadSpinnerDefaults } from '@truth-or-dare/prompt-banks';
import { useEffect, useState } from 'react';

/**
 * The eight default challenges (their own small chunk), as wheel labels; null while loading.
 * If they cannot be loaded the wheel starts empty and players add their own.
 */
export function useSpinnerDefaults(): readonly string[] | null {
  const [items, setItems] = useState<readonly string[] | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadSpinnerDefaults().then(
      (lines) => !cancelled && setItems(lines.map((line) => line.text)),
      () => !cancelled && setItems([]),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  return items;
}
