import type { PromptEntry, PromptType, TextLine } from '@truth-or-dare/prompt-banks';

/** A text with address forms, as the gendered languages write them: it ends 'para ella', 'para él' or 'para ti'. */
export function addressed(text: string): string {
  return `${text} para {address, select, female {ella} male {él} other {ti}}`;
}

function entries(type: PromptType, label: string, count: number): PromptEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `${type}-${i + 1}`,
    type,
    text: addressed(`${label} ${i + 1}`),
    rating: 'PG',
    categories: ['test'],
  }));
}

/** A small bank in which every truth and dare has address forms, for a loader's mock. */
export function addressedBank(count = 4): PromptEntry[] {
  return [...entries('truth', 'Verdad', count), ...entries('dare', 'Reto', count)];
}

/** Chat lines with address forms, for a loader's mock. */
export function addressedLines(count = 6): TextLine[] {
  return Array.from({ length: count }, (_, i) => ({ id: `line-${i + 1}`, text: addressed(`Frase ${i + 1}`) }));
}
