import { preparePromptSources } from '@truth-or-dare/offline-engine';
import { loadPromptBankIn, type PromptEntry } from '@truth-or-dare/prompt-banks';
import { promptTextFor } from '@truth-or-dare/prompt-banks/address-forms';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E, waitForHydration } from './harness';

// The offline game on a Spanish page (/es/offline), whose prompts have address forms
// (docs/decisions/0023-languages.md): Ana chose the feminine form, Ben kept the neutral one. The
// game seed is fixed, and chosen here with the engine's own shuffle so that the first two truths of
// the Normal mode both have forms: Ana's must read feminine, Ben's neutral, neither with a brace.

const TEST_TIMEOUT = 90_000;
const COUNTDOWN_MS = 2_500;
const ADDRESSED = '{address, select,';

const e2e = useE2E();

/** The first seed whose shuffle of the Normal truths starts with two prompts that have forms. */
function seedDealingTwoAddressed(truths: readonly PromptEntry[], dares: readonly PromptEntry[]): number {
  for (let seed = 1; seed < 200_000; seed += 1) {
    const [first, second] = preparePromptSources(truths, dares, seed).truths;
    if (first?.text.includes(ADDRESSED) && second?.text.includes(ADDRESSED)) return seed;
  }
  throw new Error('No seed deals two prompts with address forms first');
}

/** Every game seed the page draws is `seed` (the app draws one Uint32 per game). */
async function fixGameSeed(page: Page, seed: number): Promise<void> {
  await page.addInitScript((fixed) => {
    const original = crypto.getRandomValues.bind(crypto);
    crypto.getRandomValues = ((array: ArrayBufferView<ArrayBuffer>) => {
      if (array instanceof Uint32Array && array.length === 1) {
        array[0] = fixed;
        return array;
      }
      return original(array);
    }) as typeof crypto.getRandomValues;
  }, seed);
}

async function revealTruth(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Verdad', exact: true }).click();
  await page.clock.runFor(COUNTDOWN_MS);
  const card = page.getByRole('main').getByRole('article', { name: 'Verdad' });
  await card.waitFor();
  return (await card.locator('p').textContent()) ?? '';
}

describe('offline game in Spanish: how prompts speak to each player', () => {
  it(
    'shows each truth in the form its player chose, with no address select left in it',
    async () => {
      const [truths, dares] = await Promise.all([
        loadPromptBankIn('offline/normal', 'es'),
        loadPromptBankIn('offline/dares', 'es'),
      ]);
      const seed = seedDealingTwoAddressed(truths.entries, dares.entries);
      const [first, second] = preparePromptSources(truths.entries, dares.entries, seed).truths;

      const page = await e2e.newPage({ viewport: { width: 390, height: 844 } });
      await fixGameSeed(page, seed);
      await page.clock.install();
      await page.goto(new URL('/es/offline', e2e.baseUrl).toString());
      await waitForHydration(page);

      const nameField = page.getByPlaceholder('Escribe un nombre');
      for (const name of ['Ana', 'Ben']) {
        await nameField.fill(name);
        await nameField.press('Enter');
      }
      const anaAddress = page.getByRole('combobox', { name: '¿Cómo quiere Ana que le hablen los retos?' });
      expect(await anaAddress.inputValue()).toBe('neutral');
      await anaAddress.selectOption({ label: 'Femenino' });
      await e2e.expectNoA11yViolations(page);
      // Each chip, with its choice, fits a 390 px screen.
      const players = await page.getByRole('list', { name: 'Jugadores' }).boundingBox();
      expect((players?.x ?? 0) + (players?.width ?? Infinity)).toBeLessThanOrEqual(390);

      await page.getByRole('button', { name: 'Normal Diversión para toda la familia' }).click();
      const start = page.getByRole('button', { name: 'Empezar partida' });
      await expect.poll(() => start.isEnabled()).toBe(true);
      await start.click();
      await page.getByRole('heading', { level: 1, name: 'Turno de Ana' }).waitFor();

      const anas = await revealTruth(page);
      expect(anas).not.toContain('{');
      expect(anas).toBe(promptTextFor(first?.text ?? '', 'female'));
      expect(anas).not.toBe(promptTextFor(first?.text ?? '', 'neutral'));

      await page.getByRole('button', { name: 'Siguiente turno' }).click();
      await page.getByRole('heading', { level: 1, name: 'Turno de Ben' }).waitFor();
      const bens = await revealTruth(page);
      expect(bens).not.toContain('{');
      expect(bens).toBe(promptTextFor(second?.text ?? '', 'neutral'));
    },
    TEST_TIMEOUT,
  );
});
