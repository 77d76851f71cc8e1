import { GENERATOR_DARE_RATINGS, loadPromptBank, type PromptEntry } from '@truth-or-dare/prompt-banks';
import { act, screen, waitFor, within } from '../../testing/render';
import type { UserEvent } from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { liveRegions } from '../../testing/live-regions';
import { loadPages, metaDescription, renderApp } from '../../testing/render-app';
import { toastItem } from '../../testing/toasts';

beforeAll(() => loadPages('/truth-or-dare-generator'));

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

async function openGenerator() {
  const view = renderApp('/truth-or-dare-generator/');
  await screen.findByRole('heading', { level: 1, name: 'Truth or Dare Generator' });
  // Both banks have loaded once both buttons are enabled.
  await waitFor(() => {
    expect(button('Truth').disabled).toBe(false);
    expect(button('Dare').disabled).toBe(false);
  });
  return view;
}

function button(name: string): HTMLButtonElement {
  return screen.getByRole<HTMLButtonElement>('button', { name });
}

function categorySelect(): HTMLSelectElement {
  return screen.getByRole<HTMLSelectElement>('combobox', { name: 'Category' });
}

/** The prompt card: the generator's one live region. */
function card(): HTMLElement {
  const [region, ...more] = liveRegions(screen.getByRole('region', { name: 'Generator' }));
  if (!region || more.length > 0) throw new Error('expected one prompt card');
  return region;
}

/** The card shows the prompt's type, then its text; without a prompt, one hint. */
function shownPrompt(): { label: string; text: string } | null {
  const [label, text] = within(card())
    .getAllByRole('paragraph')
    .map((paragraph) => paragraph.textContent);
  return label && text ? { label, text } : null;
}

async function draw(user: UserEvent, type: 'Truth' | 'Dare'): Promise<string> {
  await user.click(button(type));
  const prompt = shownPrompt();
  expect(prompt?.label).toBe(type);
  return prompt?.text ?? '';
}

function textsOf(entries: readonly PromptEntry[]): Set<string> {
  return new Set(entries.map((entry) => entry.text));
}

describe('the generator page', () => {
  it('has its own title and intro, the four categories and Truth and Dare', async () => {
    await openGenerator();
    expect(document.title).toBe('Truth or Dare Generator · Truth or Dare');
    expect(metaDescription()).toMatch(/Normal, Funny, Spicy or 18\+/);
    expect(screen.getByText(/Pick a category, tap Truth or Dare/)).toBeTruthy();
    expect(
      within(categorySelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Normal', 'Funny', 'Spicy', '18+']);
    expect(categorySelect().value).toBe('normal');
    expect(card().getAttribute('aria-live')).toBe('polite');
    expect(within(card()).getByText('Pick Truth or Dare to get a prompt.')).toBeTruthy();
    expect(button('Copy').disabled).toBe(true);
  });

  it('deals a Normal truth, then a family-friendly dare, one at a time', async () => {
    const { user } = await openGenerator();
    const normal = textsOf(await loadPromptBank('shared/normal'));
    const dares = await loadPromptBank('shared/dares');
    const pgDares = textsOf(dares.filter((dare) => GENERATOR_DARE_RATINGS.normal.includes(dare.rating)));

    expect(normal.has(await draw(user, 'Truth'))).toBe(true);
    expect(pgDares.has(await draw(user, 'Dare'))).toBe(true);
    // One prompt on show: the dare replaced the truth.
    expect(within(card()).getAllByRole('paragraph')).toHaveLength(2);
  });

  it('does not repeat a prompt over many draws', async () => {
    const { user } = await openGenerator();
    const truths: string[] = [];
    for (let i = 0; i < 15; i++) truths.push(await draw(user, 'Truth'));
    expect(new Set(truths).size).toBe(15);
    const dares: string[] = [];
    for (let i = 0; i < 15; i++) dares.push(await draw(user, 'Dare'));
    expect(new Set(dares).size).toBe(15);
  });

  it('switches category and deals from its bank', async () => {
    const { user } = await openGenerator();
    await draw(user, 'Truth');
    await user.selectOptions(categorySelect(), 'Spicy');
    expect(categorySelect().value).toBe('spicy');
    // The old category's prompt is cleared.
    expect(shownPrompt()).toBeNull();
    await waitFor(() => expect(button('Truth').disabled).toBe(false));
    const spicy = textsOf(await loadPromptBank('shared/spicy'));
    expect(spicy.has(await draw(user, 'Truth'))).toBe(true);
  });
});

describe('the 18+ category', () => {
  it('asks for the age confirmation; Cancel keeps the previous category', async () => {
    const { user } = await openGenerator();
    await user.selectOptions(categorySelect(), 'Funny');
    // Truth waits for the new category's bank.
    await waitFor(() => expect(button('Truth').disabled).toBe(false));
    const funnyTruth = await draw(user, 'Truth');

    await user.selectOptions(categorySelect(), '18+');
    const dialog = screen.getByRole('alertdialog', { name: 'Adults only' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(categorySelect().value).toBe('funny');
    expect(shownPrompt()?.text).toBe(funnyTruth);
  });

  it('switches to 18+ on Confirm and remembers the answer for the session', async () => {
    const { user } = await openGenerator();
    await user.selectOptions(categorySelect(), '18+');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm, we are 18+' }));
    expect(categorySelect().value).toBe('18+');
    await waitFor(() => expect(button('Truth').disabled).toBe(false));
    const adult = textsOf(await loadPromptBank('shared/18-plus'));
    expect(adult.has(await draw(user, 'Truth'))).toBe(true);

    await user.selectOptions(categorySelect(), 'Normal');
    await user.selectOptions(categorySelect(), '18+');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(categorySelect().value).toBe('18+');
  });
});

describe('copying', () => {
  it('copies the prompt text and says so', async () => {
    const { user } = await openGenerator();
    const text = await draw(user, 'Dare');
    await user.click(button('Copy'));
    expect(await navigator.clipboard.readText()).toBe(text);
    await screen.findByText('Copied to clipboard!');
    expect(toastItem('Copied to clipboard!')).toHaveAttribute('data-type', 'success');
  });

  it('says so when the clipboard refuses', async () => {
    const { user } = await openGenerator();
    await draw(user, 'Truth');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    await user.click(button('Copy'));
    await screen.findByText('Could not copy the prompt.');
    expect(toastItem('Could not copy the prompt.')).toHaveAttribute('data-type', 'error');
  });
});
