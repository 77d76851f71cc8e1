import { describe, expect, it } from 'vitest';
import { PROMPT_BANKS } from '@truth-or-dare/prompt-banks';
import { COUNTDOWN_CONFETTI, COUNTDOWN_TEXT, OFFLINE_DARE_BANK_ID, TURN_HEADING_SUFFIX } from './rules';
import { findOfflineMode, isOfflineModeId, OFFLINE_MODES } from './modes';

describe('offline modes', () => {
  it('are the six modes of the spec, in order, with their banks', () => {
    expect(OFFLINE_MODES).toEqual([
      {
        id: 'normal',
        title: 'Normal',
        description: 'Family-friendly fun',
        adultsOnly: false,
        bankId: 'offline/normal',
      },
      { id: 'party', title: 'Party', description: 'Spicy and daring', adultsOnly: false, bankId: 'offline/party' },
      {
        id: 'funny',
        title: 'Funny',
        description: 'Laugh-out-loud awkwardness',
        adultsOnly: false,
        bankId: 'offline/funny',
      },
      {
        id: 'spicy',
        title: 'Spicy',
        description: 'Bold, flirty, and fiery',
        adultsOnly: false,
        bankId: 'offline/spicy',
      },
      { id: 'dare', title: 'Dare', description: 'Dare to do it!', adultsOnly: false, bankId: 'offline/dare' },
      { id: '18+', title: '18+', description: 'Adults only', adultsOnly: true, bankId: 'offline/18-plus' },
    ]);
  });

  it('use banks that exist in the prompt library', () => {
    for (const mode of OFFLINE_MODES) expect(PROMPT_BANKS[mode.bankId].id).toBe(mode.bankId);
    expect(PROMPT_BANKS[OFFLINE_DARE_BANK_ID].id).toBe('offline/dares');
  });

  it('recognises only the six ids', () => {
    expect(OFFLINE_MODES.map((mode) => isOfflineModeId(mode.id))).toEqual([true, true, true, true, true, true]);
    expect(isOfflineModeId('romantic')).toBe(false);
    expect(isOfflineModeId('18-plus')).toBe(false);
    expect(findOfflineMode('18+')?.title).toBe('18+');
    expect(findOfflineMode('teens')).toBeUndefined();
  });
});

describe('offline constants', () => {
  it('takes dares from the separate dare list', () => {
    expect(OFFLINE_DARE_BANK_ID).toBe('offline/dares');
  });

  it('bursts 400 pieces of confetti at gravity 0.4 in three colours', () => {
    expect(COUNTDOWN_CONFETTI.particleCount).toBe(400);
    expect(COUNTDOWN_CONFETTI.gravity).toBe(0.4);
    expect(COUNTDOWN_CONFETTI.colors).toHaveLength(3);
    expect(new Set(COUNTDOWN_CONFETTI.colors).size).toBe(3);
  });

  it('shows the spec copy', () => {
    expect(COUNTDOWN_TEXT).toBe('Get Ready!');
    expect(TURN_HEADING_SUFFIX).toBe("'s Turn");
  });
});
