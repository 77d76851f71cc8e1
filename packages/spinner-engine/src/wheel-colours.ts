/**
 * Ten distinct slice colours, alternating dark and light so neighbouring slices stand apart.
 * Each reaches at least WCAG AA contrast (4.5:1) with its label colour from `labelColourFor`.
 */
export const WHEEL_COLOURS = [
  '#C62828', // red
  '#EF6C00', // orange
  '#1565C0', // blue
  '#FFD54F', // yellow
  '#6A1B9A', // purple
  '#80DEEA', // light cyan
  '#2E7D32', // green
  '#F48FB1', // pink
  '#5D4037', // brown
  '#AED581', // light green
] as const;

export const LIGHT_LABEL = '#FFFFFF';
export const DARK_LABEL = '#1A1A1A';

/** Slice colours cycle by index. */
export function colourFor(index: number): string {
  const count = WHEEL_COLOURS.length;
  return WHEEL_COLOURS[((index % count) + count) % count] as string;
}

/** White or dark text, whichever contrasts more with the slice colour. */
export function labelColourFor(index: number): string {
  const background = colourFor(index);
  return contrastRatio(background, LIGHT_LABEL) >= contrastRatio(background, DARK_LABEL) ? LIGHT_LABEL : DARK_LABEL;
}

/** WCAG 2 contrast ratio between two '#RRGGBB' colours. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => linearChannel(parseInt(hex.slice(at, at + 2), 16) / 255)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function linearChannel(value: number): number {
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}
