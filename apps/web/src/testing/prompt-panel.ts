import { within } from './render';

/** What a PromptPanel (components/prompt-panel) shows: its line ("Truth for you") and its prompt, or null while it waits. */
export function shownPrompt(panel: HTMLElement): { meta: string; text: string } | null {
  const [meta, text] = within(panel)
    .getAllByRole('paragraph')
    .map((paragraph) => paragraph.textContent ?? '');
  return meta !== undefined && text !== undefined ? { meta, text } : null;
}
