import { screen, waitFor, within } from '../../../testing/render';
import { DEFAULT_ROOM_SETTINGS, type Room, type RoomSettings } from '@truth-or-dare/room-protocol';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { liveRegionAround } from '../../../testing/live-regions';
import { shownPrompt } from '../../../testing/prompt-panel';
import { loadPages } from '../../../testing/render-app';
import { findToast } from '../../../testing/toasts';
import {
  installFakeApi,
  installFakeEventSource,
  json,
  keepSeat,
  makeRoom,
  push,
  renderRooms,
  ROOM_ID,
  turnUpdate,
  unmountAndSettle,
} from '../shared/online-rooms-test-helpers';

const GAME = `/rooms/${ROOM_ID}/game`;
const seatOfAna = { username: 'Ana', token: 't-ana' };
const seatOfBen = { username: 'Ben', token: 't-ben' };

let alertSpy: MockInstance<(message?: string) => void>;

beforeAll(() => loadPages(GAME, '/rooms'));

beforeEach(() => {
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});

afterEach(async () => {
  await unmountAndSettle();
  vi.unstubAllGlobals();
});

function settings(overrides: Partial<RoomSettings> = {}): RoomSettings {
  return { ...DEFAULT_ROOM_SETTINGS, ...overrides };
}

/** Opens the game with a kept seat (Ana hosts) and waits until the stream is open. */
async function openGame(seat = seatOfAna, room = makeRoom()) {
  keepSeat(seat);
  const api = installFakeApi(room);
  api.on('PATCH', `/api/${ROOM_ID}/settings`, () => json(200, { room }));
  api.on('POST', `/api/${ROOM_ID}/prompts`, () => json(201, { customTruths: 1, customDares: 0 }));
  api.on('POST', `/api/${ROOM_ID}/pass`, () => json(200, { room }));
  const streams = installFakeEventSource();
  const view = renderRooms(['/rooms', GAME]);
  await screen.findByText('You are', { exact: false });
  const stream = streams.latest();
  await push(() => stream.open());
  let nextId = 8;
  /** The next `turnUpdate`, with the room changed by `overrides` (and the skip the server names, if any). */
  const update = (overrides: Partial<Room>, extra: object = {}) =>
    push(() => stream.emit('turnUpdate', { ...turnUpdate(makeRoom({ ...room, ...overrides })), ...extra }, nextId++));
  return { api, stream, view, user: view.user, update };
}

function main() {
  return screen.getByRole('main');
}

function promptPanel(text: string): HTMLElement {
  return liveRegionAround(screen.getByText(text)) as HTMLElement;
}

function settingsRegion() {
  return within(main()).getByRole('region', { name: 'Room settings' });
}

const calls = (api: ReturnType<typeof installFakeApi>, method: string, path: string) =>
  api.callsTo(method, `/api/${ROOM_ID}/${path}`).map((call) => [call.body ?? null, call.headers.Authorization]);

describe('online game: whose prompt it is', () => {
  it("heads the prompt with its owner's name, and the turn line comes after it", async () => {
    const room = makeRoom({
      currentTurn: 0,
      currentType: 'truth',
      currentPrompt: 'What is your secret talent?',
      promptFor: 'Ben',
    });
    await openGame(seatOfAna, room);
    const panel = promptPanel('What is your secret talent?');
    expect(shownPrompt(panel)).toEqual({ meta: 'Ben — Truth:', text: 'What is your secret talent?' });
    // "Your turn" is Ana's next pick: it never sits above Ben's prompt.
    const turn = within(main()).getByRole('heading', { level: 2, name: 'Your turn' });
    expect(panel.compareDocumentPosition(turn) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leaves the name out when the server does not say whose the prompt is', async () => {
    await openGame(seatOfAna, makeRoom({ currentType: 'dare', currentPrompt: 'Sing a song' }));
    expect(shownPrompt(promptPanel('Sing a song'))).toEqual({ meta: 'Dare', text: 'Sing a song' });
  });
});

describe('online game: passing', () => {
  const bensDare = { currentTurn: 0, currentType: 'dare', currentPrompt: 'Sing a song', promptFor: 'Ben' } as const;

  it('offers Pass to the player the prompt is for, once', async () => {
    const { api, user, update } = await openGame(seatOfBen, makeRoom(bensDare));
    const pass = within(main()).getByRole('button', { name: 'Pass' });
    expect(pass).toHaveAccessibleDescription('Swap this dare for another. Once a game.');
    await user.click(pass);
    await waitFor(() => expect(calls(api, 'POST', 'pass')).toEqual([[{}, 'Bearer t-ben']]));
    await update({ ...bensDare, currentPrompt: 'Dance for ten seconds', passesUsed: ['Ben'] });
    await findToast('Ben passed.');
    expect(within(main()).queryByRole('button', { name: 'Pass' })).toBeNull();
    // The player keeps their place: focus moves to the note where the button was.
    expect(within(main()).getByText('You have used your pass this game.')).toHaveFocus();
    expect(shownPrompt(promptPanel('Dance for ten seconds'))).toEqual({
      meta: 'Ben — Dare:',
      text: 'Dance for ten seconds',
    });
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it("tells the others of a pass, and offers them no Pass of their own for someone else's prompt", async () => {
    // The toast of the test before must not stand in for this one.
    toast.dismiss();
    await waitFor(() => expect(screen.queryByText('Ben passed.')).toBeNull());
    const { update } = await openGame(seatOfAna, makeRoom(bensDare));
    expect(within(main()).queryByRole('button', { name: 'Pass' })).toBeNull();
    await update({ ...bensDare, currentPrompt: 'Dance for ten seconds', passesUsed: ['Ben'] });
    await findToast('Ben passed.');
    expect(within(main()).queryByText('You have used your pass this game.')).toBeNull();
  });

  it("alerts the server's words when a pass is refused", async () => {
    const { api, user } = await openGame(seatOfBen, makeRoom(bensDare));
    api.on('POST', `/api/${ROOM_ID}/pass`, () => json(409, { error: 'You have already used your pass this game.' }));
    await user.click(within(main()).getByRole('button', { name: 'Pass' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('You have already used your pass this game.'));
    expect(within(main()).getByRole('button', { name: 'Pass' })).toBeTruthy();
  });
});

describe('online game: the turn timer', () => {
  it("shows every player the current player's seconds left", async () => {
    const deadline = new Date(Date.now() + 45_000).toISOString();
    await openGame(seatOfBen, makeRoom({ settings: settings({ turnSeconds: 60 }), turnDeadline: deadline }));
    expect(within(main()).getByRole('timer').textContent).toMatch(/^⏱️ Ana has 4[45] s left$/);
  });

  it("says who ran out of time, once, and not as the host's skip", async () => {
    const { update } = await openGame(seatOfBen, makeRoom({ settings: settings({ turnSeconds: 60 }) }));
    await update({ currentTurn: 1 }, { skipped: { username: 'Ana', reason: 'timer' } });
    await findToast('Ana ran out of time.');
    expect(screen.queryByText("Ana's turn was skipped.")).toBeNull();
    expect(within(main()).getByRole('heading', { level: 2, name: 'Your turn' })).toBeTruthy();
  });
});

describe('online game: room settings', () => {
  it('shows everyone the settings and the count of our own prompts; only the host may change them', async () => {
    const room = makeRoom({
      settings: settings({
        rating: 'teen',
        categories: ['normal', 'party'],
        turnSeconds: 120,
        customTruths: 3,
        customDares: 1,
        chatFilter: false,
      }),
    });
    const asBen = await openGame(seatOfBen, room);
    const region = settingsRegion();
    expect(
      within(region)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
    ).toEqual([
      'Rating: Teen (PG-13)',
      'Turn timer: 120 s',
      'Categories: Normal, Party',
      'Deal: Mixed with ours',
      'Chat filter: Off',
    ]);
    expect(within(region).getByText('Our own prompts: 3 truths, 1 dare')).toBeTruthy();
    expect(within(region).queryByRole('button')).toBeNull();
    expect(within(region).queryByRole('combobox')).toBeNull();
    asBen.view.unmount();
    await unmountAndSettle();

    await openGame(seatOfAna, room);
    const toggle = within(settingsRegion()).getByRole('button', { name: 'Change settings' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(settingsRegion()).queryByRole('combobox', { name: 'Rating' })).toBeNull();
  });

  it("sends each change the host makes with the token, and shows the room's settings as they come back", async () => {
    const { api, user, update } = await openGame();
    const region = settingsRegion();
    await user.click(within(region).getByRole('button', { name: 'Change settings' }));
    const rating = within(region).getByRole('combobox', { name: 'Rating' }) as HTMLSelectElement;
    expect(rating.value).toBe('family');
    expect(within(region).getByRole('checkbox', { name: 'Normal' })).toBeChecked();
    expect(within(region).getByRole('checkbox', { name: 'Funny' })).toBeChecked();
    expect(within(region).getAllByRole('checkbox')).toHaveLength(2);
    // A Family room always filters its chat: there is nothing to turn off.
    expect(within(region).queryByRole('checkbox', { name: /Filter bad words/ })).toBeNull();
    expect(within(region).getByText('A Family room always filters bad words out of the chat.')).toBeTruthy();

    await user.selectOptions(rating, 'teen');
    // Shown at once while the change is on its way, with the new rating's categories.
    expect(rating.value).toBe('teen');
    expect(within(region).getByRole('checkbox', { name: 'Spicy' })).not.toBeChecked();
    await update({ settings: settings({ rating: 'teen', categories: ['normal', 'party', 'funny'] }) });
    await user.click(within(region).getByRole('checkbox', { name: 'Spicy' }));
    await user.selectOptions(within(region).getByRole('combobox', { name: 'Turn timer' }), '60');
    await user.click(within(region).getByRole('radio', { name: 'Only ours' }));
    await user.click(within(region).getByRole('checkbox', { name: 'Filter bad words out of the chat' }));
    await waitFor(() =>
      expect(calls(api, 'PATCH', 'settings')).toEqual([
        [{ rating: 'teen' }, 'Bearer t-ana'],
        [{ categories: ['normal', 'party', 'funny', 'spicy'] }, 'Bearer t-ana'],
        [{ turnSeconds: 60 }, 'Bearer t-ana'],
        [{ customOnly: true }, 'Bearer t-ana'],
        [{ chatFilter: false }, 'Bearer t-ana'],
      ]),
    );
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it("explains a refused change: the last category at once, the server's refusal in its words", async () => {
    const { api, user } = await openGame();
    const region = settingsRegion();
    await user.click(within(region).getByRole('button', { name: 'Change settings' }));
    await user.click(within(region).getByRole('checkbox', { name: 'Normal' }));
    await user.click(within(region).getByRole('checkbox', { name: 'Funny' }));
    expect(within(region).getByRole('alert').textContent).toBe('Choose at least one category.');
    expect(calls(api, 'PATCH', 'settings')).toEqual([[{ categories: ['funny'] }, 'Bearer t-ana']]);

    api.on('PATCH', `/api/${ROOM_ID}/settings`, () =>
      json(409, {
        error: 'Everyone in the room must have confirmed they are 18 or older before it becomes an Adults room.',
      }),
    );
    const rating = within(region).getByRole('combobox', { name: 'Rating' }) as HTMLSelectElement;
    await user.selectOptions(rating, 'adults');
    await waitFor(() =>
      expect(within(region).getByRole('alert').textContent).toBe(
        'Everyone in the room must have confirmed they are 18 or older before it becomes an Adults room.',
      ),
    );
    // The refused choice is not kept on screen.
    expect(rating.value).toBe('family');
    expect(rating).toHaveAccessibleDescription(/Everyone in the room must have confirmed/);
  });

  it('adds our own prompts, checking the limits first and showing the server refusal', async () => {
    const { api, user, update } = await openGame();
    const region = settingsRegion();
    await user.click(within(region).getByRole('button', { name: 'Change settings' }));
    const form = within(region).getByRole('form', { name: 'Add our own prompt' });
    const text = within(form).getByRole('textbox', { name: 'Your prompt' });
    const add = within(form).getByRole('button', { name: 'Add prompt' });

    await user.type(text, 'Too short');
    await user.click(add);
    expect(within(form).getByRole('alert').textContent).toBe('A prompt needs at least 10 characters.');
    expect(text).toHaveAttribute('aria-invalid', 'true');
    // Family rooms keep to PG, here as on the server.
    await user.clear(text);
    await user.type(text, 'Take a shot of beer');
    await user.click(add);
    expect(within(form).getByRole('alert').textContent).toBe(
      'Family rooms keep to PG: leave out alcohol, romance, drugs and body parts.',
    );
    expect(calls(api, 'POST', 'prompts')).toEqual([]);

    await user.clear(text);
    await user.click(within(form).getByRole('radio', { name: 'Dare' }));
    await user.type(text, '  Do your best robot dance  ');
    await user.click(add);
    await waitFor(() =>
      expect(calls(api, 'POST', 'prompts')).toEqual([
        [{ type: 'dare', text: 'Do your best robot dance' }, 'Bearer t-ana'],
      ]),
    );
    expect(await within(form).findByText('Dare added.')).toHaveAttribute('role', 'status');
    expect(text).toHaveValue('');
    await update({ settings: settings({ customDares: 1 }) });
    expect(within(region).getByText('Our own prompts: 0 truths, 1 dare')).toBeTruthy();

    api.on('POST', `/api/${ROOM_ID}/prompts`, () => json(400, { error: 'This room already has that prompt.' }));
    await user.type(text, 'Do your best robot dance!');
    await user.click(add);
    expect((await within(form).findByRole('alert')).textContent).toBe('This room already has that prompt.');
    expect(text).toHaveValue('Do your best robot dance!');
  });
});
