import { describe, expect, it } from 'vitest';
import {
  CATEGORY_SOURCES,
  customPromptFits,
  customPromptProblem,
  DEFAULT_CATEGORIES,
  DEFAULT_ROOM_SETTINGS,
  RATING_CATEGORIES,
  ROOM_RATINGS,
  settingsForNewRoom,
} from './room-settings';

describe('room settings', () => {
  it('gives every rating defaults it allows, and every category a truth and a dare source', () => {
    for (const rating of ROOM_RATINGS) {
      expect(
        DEFAULT_CATEGORIES[rating].every((category) => RATING_CATEGORIES[rating].includes(category)),
        rating,
      ).toBe(true);
      for (const category of RATING_CATEGORIES[rating]) {
        expect(CATEGORY_SOURCES[category].truth.length, category).toBeGreaterThan(0);
        expect(CATEGORY_SOURCES[category].dare.length, category).toBeGreaterThan(0);
      }
    }
    // The 18+ bank is only ever allowed to Adults rooms.
    expect(RATING_CATEGORIES.family.concat(RATING_CATEGORIES.teen)).not.toContain('18+');
  });

  it('creates a room from what the creator chose, in the library’s category order, or says what is wrong', () => {
    expect(settingsForNewRoom({})).toEqual({
      ok: true,
      settings: {
        rating: 'family',
        categories: DEFAULT_ROOM_SETTINGS.categories,
        turnSeconds: 0,
        customOnly: false,
        chatFilter: true,
      },
    });
    expect(settingsForNewRoom({ rating: 'teen', categories: ['spicy', 'normal', 'spicy'], turnSeconds: 120 })).toEqual({
      ok: true,
      settings: {
        rating: 'teen',
        categories: ['normal', 'spicy'],
        turnSeconds: 120,
        customOnly: false,
        chatFilter: true,
      },
    });
    expect(settingsForNewRoom({ rating: 'family', categories: ['party'] })).toEqual({
      ok: false,
      message: 'Party prompts are not dealt in a Family (PG) room.',
    });
  });

  it('lets a prompt of the group’s own into a deck only when it fits the rating', () => {
    expect(customPromptFits('Who would you take a beer with?', 'family')).toBe(false);
    expect(customPromptFits('Who would you take a beer with?', 'teen')).toBe(true);
    expect(customPromptFits('What did you get up to at school?', 'adults')).toBe(false);
    expect(customPromptFits('Describe your dream vacation', 'adults')).toBe(true);
    expect(customPromptProblem('What did you do at school today?', 'truth', 'adults', [])).toBe(
      'Adult prompts are never about children, teens or school.',
    );
    expect(customPromptProblem('Describe your dream vacation', 'truth', 'adults', [])).toBeNull();
  });
});
