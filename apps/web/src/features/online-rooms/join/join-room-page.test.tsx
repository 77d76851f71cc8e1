import { screen, waitFor, within } from '../../../testing/render';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPages } from '../../../testing/render-app';
import {
  deferred,
  installFakeApi,
  installFakeEventSource,
  json,
  makeRoom,
  renderRooms,
  ROOM_ID,
  storedSeat,
  unmountAndSettle,
} from '../shared/online-rooms-test-helpers';

beforeAll(() => loadPages(`/rooms/${ROOM_ID}`, `/online/${ROOM_ID}`, `/rooms/${ROOM_ID}/game`, '/create-room'));

afterEach(async () => {
  await unmountAndSettle();
  vi.unstubAllGlobals();
});

async function openJoin(path = `/rooms/${ROOM_ID}`, room = makeRoom(), history: string[] = []) {
  const api = installFakeApi(room);
  const streams = installFakeEventSource();
  const view = renderRooms([...history, path]);
  const input = (await screen.findByRole('textbox', { name: 'Your name' })) as HTMLInputElement;
  return { api, streams, view, input, user: view.user };
}

describe('join room (/rooms/{id} and /online/{id})', () => {
  it('shows the room name, its players, the name input and Join Room', async () => {
    const { input } = await openJoin();
    expect(screen.getByRole('heading', { level: 1, name: 'Join Room' })).toBeTruthy();
    expect(document.title).toBe('Join Room · Truth or Dare');
    expect(screen.getByRole('heading', { level: 2, name: 'Friday Dares' })).toBeTruthy();
    expect(
      within(within(screen.getByRole('main')).getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ana', 'Ben']);
    expect(input.maxLength).toBe(24);
    expect(screen.getByRole('button', { name: 'Join Room' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Back/ })).toBeTruthy();
  });

  it("says 'None yet' in an empty room, on the /online name screen", async () => {
    await openJoin(`/online/${ROOM_ID}`, makeRoom({ username: [], chats: [] }));
    expect(screen.getByRole('heading', { level: 1, name: 'Enter Your Name' })).toBeTruthy();
    expect(screen.getByText('None yet')).toBeTruthy();
  });

  it('shows a loading line first, and the failure message when the room cannot load', async () => {
    const api = installFakeApi();
    const answer = deferred<Response>();
    api.on('GET', `/api/rooms/${ROOM_ID}`, () => answer.promise);
    renderRooms([`/rooms/${ROOM_ID}`]);
    expect((await screen.findByText('Loading room...')).getAttribute('role')).toBe('status');
    answer.resolve(json(404, { error: 'Room not found' }));
    expect((await screen.findByRole('alert')).textContent).toBe('❌ Failed to load room. Make sure it exists.');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('asks for a name and sends nothing when it is blank', async () => {
    const { api, input, user } = await openJoin();
    await user.click(screen.getByRole('button', { name: 'Join Room' }));
    expect(screen.getByRole('alert').textContent).toBe('⚠️ Username is required');
    await user.type(input, '   {Enter}');
    expect(screen.getByRole('alert').textContent).toBe('⚠️ Username is required');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PATCH', `/api/${ROOM_ID}/join`)).toEqual([]);
  });

  it('shows the taken-name message on 409 and lets the player try again', async () => {
    const { api, input, user } = await openJoin();
    api.on('PATCH', `/api/${ROOM_ID}/join`, () => json(409, { error: 'Username already exists' }));
    await user.type(input, 'ana{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('⚠️ Username already exists. Choose a different one.');
    expect(screen.getByRole('button', { name: 'Join Room' })).toBeTruthy();
  });

  it("shows the server's message for another failure", async () => {
    const { api, input, user } = await openJoin();
    api.on('PATCH', `/api/${ROOM_ID}/join`, () => json(404, { error: 'Room not found' }));
    await user.type(input, 'Cy{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Room not found');
  });

  it("shows the server's words when a locked room refuses the join", async () => {
    const { api, input, user, view } = await openJoin();
    api.on('PATCH', `/api/${ROOM_ID}/join`, () => json(403, { error: 'This room is locked.' }));
    await user.type(input, 'Cy{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('This room is locked.');
    expect(view.path()).toBe(`/rooms/${ROOM_ID}`);
    expect(storedSeat()).toBeNull();
  });

  it('joins with the trimmed name, shows Joining..., keeps the seat and opens the game', async () => {
    const { api, streams, view, input, user } = await openJoin(`/rooms/${ROOM_ID}`, makeRoom(), ['/rooms']);
    const answer = deferred<Response>();
    api.on('PATCH', `/api/${ROOM_ID}/join`, () => answer.promise);
    await user.type(input, '  Cy  ');
    await user.click(screen.getByRole('button', { name: 'Join Room' }));
    expect((screen.getByRole('button', { name: 'Joining...' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.callsTo('PATCH', `/api/${ROOM_ID}/join`).map((call) => call.body)).toEqual([{ username: 'Cy' }]);

    const room = makeRoom({ username: ['Ana', 'Ben', 'Cy'] });
    api.setRoom(room);
    answer.resolve(json(200, { room, playerToken: 'secret-cy' }));

    expect(await screen.findByText('You are', { exact: false })).toBeTruthy();
    expect(view.path()).toBe(`/rooms/${ROOM_ID}/game`);
    expect(storedSeat()).toEqual({ username: 'Cy', token: 'secret-cy' });
    expect(view.sharedUsername()).toBe('Cy');
    // The game sat down with the kept seat: no second join, and the stream is open.
    expect(api.callsTo('PATCH', `/api/${ROOM_ID}/join`)).toHaveLength(1);
    expect(streams.latest().url).toBe(`/api/${ROOM_ID}/stream?lastEventId=7&token=secret-cy`);
    // The join screen was replaced: Back from the game returns to the list.
    expect(view.router.state.historyAction).toBe('REPLACE');
  });

  it('goes home with Back when it was the first page opened, else one step back', async () => {
    const first = await openJoin();
    await first.user.click(screen.getByRole('button', { name: /Back/ }));
    expect(first.view.path()).toBe('/');
    first.view.unmount();

    const second = await openJoin(`/online/${ROOM_ID}`, makeRoom(), ['/create-room']);
    await second.user.click(screen.getByRole('button', { name: /Back/ }));
    await waitFor(() => expect(second.view.path()).toBe('/create-room'));
  });
});
