import { loadWheelLabels, usePageLocale } from '../../i18n/page-prompts';
import { useEffect, useState } from 'react';

/**
 * The eight default challenges (their own small chunk), as wheel labels; null while loading.
 * If they cannot be loaded the wheel starts empty and players add their own.
 */
export function useSpinnerDefaults(): readonly string[] | null {
  const [items, setItems] = useState<readonly string[] | null>(null);
  const locale = usePageLocale();

  useEffect(() => {
    let cancelled = false;
    loadWheelLabels(locale).then(
      (lines) => !cancelled && setItems(lines.map((line) => line.text)),
      () => !cancelled && setItems([]),
    );
    return () => {
      cancelled = true;
    };
  }, [locale]);

  return items;
}
