const ELLIPSIS = '…';

/**
 * Shortens `text` with an ellipsis until `measure` says it fits in `maxWidth` (the wheel shows the
 * start of a long challenge; the list beside it shows it in full). Cuts between code points, so an
 * emoji is never split in half.
 */
export function fitLabel(text: string, maxWidth: number, measure: (candidate: string) => number): string {
  if (measure(text) <= maxWidth) return text;
  const characters = Array.from(text);
  let low = 0;
  let high = characters.length - 1;
  // Binary search for the longest prefix that still fits with the ellipsis.
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (measure(shortened(characters, middle)) <= maxWidth) low = middle;
    else high = middle - 1;
  }
  return shortened(characters, low);
}

function shortened(characters: readonly string[], length: number): string {
  return `${characters.slice(0, length).join('').trimEnd()}${ELLIPSIS}`;
}
