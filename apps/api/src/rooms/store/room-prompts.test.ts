import { loadPromptBank, loadPromptBankIn } from '@truth-or-dare/prompt-banks';
import { promptTextFor } from '@truth-or-dare/prompt-banks/address-forms';
import { DEFAULT_ROOM_SETTINGS, type DeckChoice } from '@truth-or-dare/room-protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { RoomPrompts } from './room-prompts';

// Dealing in the room's language, worded for the player's address (docs/decisions/0023-languages.md).
const prompts = new RoomPrompts();
const family = { ...DEFAULT_ROOM_SETTINGS, categories: ['normal' as const] };
const deckIn = (language: DeckChoice['language'], custom: string[] = []): DeckChoice => ({
  settings: family,
  language,
  custom,
});
const SEED = 1234;

beforeAll(() => prompts.onModuleInit());

describe('RoomPrompts.deal', () => {
  it('deals the same prompt id for the same seed and index, in the room language', async () => {
    const spanish = new Map((await loadPromptBankIn('shared/normal', 'es')).entries.map((e) => [e.id, e.text]));
    const size = prompts.libraryDeck('es', 'truth', 'family', ['normal']).length;
    const dealt = Array.from({ length: size }, (_, index) =>
      prompts.deal('truth', deckIn('es'), SEED, index, 'neutral'),
    );
    const ids = dealt.map((prompt) => prompt?.id);
    expect(new Set(ids).size).toBe(size);
    for (const prompt of dealt) {
      const text = spanish.get(prompt?.id ?? '');
      expect(text, prompt?.id).toBeDefined();
      expect(prompt?.text).toBe(promptTextFor(text as string, 'neutral'));
    }
    expect(prompts.deal('truth', deckIn('es'), SEED, 3, 'neutral')).toEqual(dealt[3]);
  });

  it('words a prompt with address forms for the player it is for, keeping its id', async () => {
    const spanish = (await loadPromptBankIn('shared/normal', 'es')).entries;
    const gendered = new Set(spanish.filter((entry) => entry.text.includes('select')).map((entry) => entry.id));
    const size = prompts.libraryDeck('es', 'truth', 'family', ['normal']).length;
    const index = Array.from({ length: size }, (_, i) => i).find((i) =>
      gendered.has(prompts.deal('truth', deckIn('es'), SEED, i, 'neutral')?.id ?? ''),
    );
    expect(index).toBeDefined();
    const forms = (['female', 'male', 'neutral'] as const).map((address) =>
      prompts.deal('truth', deckIn('es'), SEED, index as number, address),
    );
    expect(new Set(forms.map((form) => form?.id)).size).toBe(1);
    expect(new Set(forms.map((form) => form?.text)).size).toBe(3);
    for (const form of forms) expect(form?.text).not.toMatch(/[{}]/);
  });

  it('deals English in a language without that bank yet', async () => {
    const english = new Map((await loadPromptBank('shared/normal')).map((entry) => [entry.id, entry.text]));
    const prompt = prompts.deal('truth', deckIn('fr'), SEED, 0, 'female');
    expect(prompt?.text).toBe(english.get(prompt?.id ?? ''));
    expect(prompts.libraryDeck('fr', 'truth', 'family', ['normal'])).toEqual(
      prompts.libraryDeck('en', 'truth', 'family', ['normal']),
    );
  });

  it('deals only what a language has: nothing it left out', async () => {
    const arabic = new Set((await loadPromptBankIn('shared/spicy', 'ar')).entries.map((entry) => entry.id));
    const deck = prompts.libraryDeck('ar', 'truth', 'teen', ['spicy']).map((prompt) => prompt.id);
    // Arabic leaves this one out (packages/prompt-banks/data/locales/ar/shared/spicy.json); English deals it.
    expect(prompts.libraryDeck('en', 'truth', 'teen', ['spicy']).map((prompt) => prompt.id)).toContain(
      'shared-spicy-t046',
    );
    expect(deck).not.toContain('shared-spicy-t046');
    for (const id of deck) expect(arabic.has(id), id).toBe(true);
  });

  it("gives the group's own prompts no id and the same words for everyone", () => {
    const own = {
      ...deckIn('es', ['Canta el estribillo de tu canción favorita']),
      settings: { ...family, customOnly: true },
    };
    expect(prompts.deal('truth', own, SEED, 0, 'female')).toEqual({
      id: '',
      text: 'Canta el estribillo de tu canción favorita',
    });
  });
});
