import { screen, waitFor, within } from '../../../testing/render';
import { DEFAULT_ROOM_SETTINGS } from '@truth-or-dare/room-protocol';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPages } from '../../../testing/render-app';
import {
  installFakeApi,
  json,
  makeRoom,
  renderRooms,
  ROOM_ID,
  unmountAndSettle,
} from '../shared/online-rooms-test-helpers';

beforeAll(() => loadPages('/create-room', `/online/${ROOM_ID}`));

afterEach(async () => {
  await unmountAndSettle();
  vi.unstubAllGlobals();
});

const ADULTS_ROOM = makeRoom({
  username: [],
  chats: [],
  settings: { ...DEFAULT_ROOM_SETTINGS, rating: 'adults', categories: ['party', 'spicy', '18+'] },
});

async function openCreate(room = makeRoom({ username: [], chats: [] })) {
  const api = installFakeApi(room);
  api.on('POST', '/api/createRoom', () => json(201, { room }));
  const view = renderRooms(['/create-room']);
  await screen.findByRole('heading', { level: 1, name: 'Create a Room' });
  await view.user.type(screen.getByRole('textbox', { name: 'Room name' }), 'Party');
  await view.user.selectOptions(screen.getByRole('combobox', { name: 'Room type' }), 'public');
  return { api, view, user: view.user };
}

function categories() {
  return within(screen.getByRole('group', { name: 'Categories' }))
    .getAllByRole('checkbox')
    .map((box) => [box.closest('label')?.textContent, (box as HTMLInputElement).checked]);
}

describe('create room: settings', () => {
  it('offers the ratings (Family by default), the categories each allows with its defaults, and the timer', async () => {
    const { user } = await openCreate();
    const rating = screen.getByRole('combobox', { name: 'Rating' }) as HTMLSelectElement;
    expect(Array.from(rating.options).map((option) => [option.value, option.text])).toEqual([
      ['family', 'Family (PG)'],
      ['teen', 'Teen (PG-13)'],
      ['adults', 'Adults (18+)'],
    ]);
    expect(rating.value).toBe('family');
    expect(categories()).toEqual([
      ['Normal', true],
      ['Funny', true],
    ]);
    const timer = screen.getByRole('combobox', { name: 'Turn timer' }) as HTMLSelectElement;
    expect(Array.from(timer.options).map((option) => option.text)).toEqual(['Off', '60 s', '120 s']);
    expect(timer.value).toBe('0');

    await user.selectOptions(rating, 'teen');
    expect(categories()).toEqual([
      ['Normal', true],
      ['Party', true],
      ['Funny', true],
      ['Spicy', false],
    ]);
    await user.selectOptions(rating, 'adults');
    expect(categories()).toEqual([
      ['Normal', false],
      ['Party', true],
      ['Funny', false],
      ['Spicy', true],
      ['18+', true],
    ]);
  });

  it('sends only the settings that differ from the defaults, and refuses a room with no category', async () => {
    const { api, user, view } = await openCreate();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rating' }), 'teen');
    for (const name of ['Normal', 'Party', 'Funny']) await user.click(screen.getByRole('checkbox', { name }));
    await user.click(screen.getByRole('button', { name: 'Create Room' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose at least one category.');
    expect(api.callsTo('POST', '/api/createRoom')).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: 'Spicy' }));
    await user.click(screen.getByRole('checkbox', { name: 'Normal' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Turn timer' }), '120');
    await user.click(screen.getByRole('button', { name: 'Create Room' }));
    await waitFor(() => expect(view.path()).toBe(`/online/${ROOM_ID}`));
    // The categories go in the library's order, whatever order they were ticked in.
    expect(api.callsTo('POST', '/api/createRoom').map((call) => call.body)).toEqual([
      { roomName: 'Party', roomType: 'public', rating: 'teen', categories: ['normal', 'spicy'], turnSeconds: 120 },
    ]);
  });

  it('asks the creator of an Adults room to confirm 18+ first, then joins them with the confirmation', async () => {
    const { api, user, view } = await openCreate(ADULTS_ROOM);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rating' }), 'adults');
    const create = screen.getByRole('button', { name: 'Create Room' });
    await user.click(create);
    const dialog = screen.getByRole('alertdialog', { name: 'Adults only' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Cancel: nothing sent, and the form is where it was.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.callsTo('POST', '/api/createRoom')).toEqual([]);
    expect(create).toHaveFocus();

    await user.click(create);
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Adults only' })).getByRole('button', {
        name: 'Confirm, we are 18+',
      }),
    );
    await waitFor(() => expect(view.path()).toBe(`/online/${ROOM_ID}`));
    expect(api.callsTo('POST', '/api/createRoom').map((call) => call.body)).toEqual([
      { roomName: 'Party', roomType: 'public', rating: 'adults' },
    ]);

    // The name screen marks the room and, the age already confirmed, joins without asking again.
    await screen.findByRole('heading', { level: 1, name: 'Enter Your Name' });
    expect(screen.getByText('18+', { selector: '.room-mark' })).toBeTruthy();
    await user.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Ana');
    await user.click(screen.getByRole('button', { name: 'Join Room' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH', `/api/${ROOM_ID}/join`).map((call) => call.body)).toEqual([
        { username: 'Ana', adult: true },
      ]),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
