import { screen, within } from './render';

/** The toast showing `text`: Sonner lists each toast as an item and gives its kind in data-type. */
export function toastItem(text: string): HTMLElement {
  const item = screen.getAllByRole('listitem').find((candidate) => within(candidate).queryByText(text) !== null);
  if (!item) throw new Error(`no toast containing "${text}"`);
  return item;
}

/** Waits for the toast titled `title`. */
export async function findToast(title: string): Promise<HTMLElement> {
  await screen.findByText(title);
  return toastItem(title);
}
