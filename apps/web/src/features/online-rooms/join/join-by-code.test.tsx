import { screen, waitFor, within } from '../../../testing/render';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPages } from '../../../testing/render-app';
import {
  deferred,
  installFakeApi,
  json,
  makeRoom,
  renderRooms,
  ROOM_ID,
  unmountAndSettle,
} from '../shared/online-rooms-test-helpers';

beforeAll(() => loadPages('/rooms', `/rooms/${ROOM_ID}`, '/join/ABC234'));

afterEach(async () => {
  await unmountAndSettle();
  vi.unstubAllGlobals();
});

function codeForm() {
  return screen.getByRole('region', { name: 'Join with a code' });
}

async function openList() {
  const api = installFakeApi(makeRoom());
  const view = renderRooms(['/rooms']);
  await screen.findByRole('heading', { level: 1, name: 'Join or Create a Room' });
  const input = within(codeForm()).getByRole('textbox', { name: 'Room code' }) as HTMLInputElement;
  return { api, view, input, user: view.user };
}

const lookups = (api: ReturnType<typeof installFakeApi>) =>
  api.calls.filter((call) => call.path.startsWith('/api/code/')).map((call) => call.path);

describe('join with a code (/rooms)', () => {
  it('finds the room by a code typed loosely and opens its join screen', async () => {
    const { api, view, input, user } = await openList();
    const answer = deferred<Response>();
    api.on('GET', '/api/code/ABC234', () => answer.promise);
    await user.type(input, ' abc-234 ');
    await user.click(within(codeForm()).getByRole('button', { name: 'Join' }));
    expect((within(codeForm()).getByRole('button', { name: 'Finding...' }) as HTMLButtonElement).disabled).toBe(true);
    expect(lookups(api)).toEqual(['/api/code/ABC234']);

    answer.resolve(json(200, { _id: ROOM_ID, roomName: 'Friday Dares' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Room' })).toBeTruthy();
    expect(view.path()).toBe(`/rooms/${ROOM_ID}`);
    // Back from the join screen returns to the list.
    expect(view.router.state.historyAction).toBe('PUSH');
  });

  it("says 'No room has that code.' for a code no room has", async () => {
    const { api, view, input, user } = await openList();
    await user.type(input, 'ZZZ999{Enter}');
    const alert = await within(codeForm()).findByRole('alert');
    expect(alert.textContent).toBe('No room has that code.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect(lookups(api)).toEqual(['/api/code/ZZZ999']);
    expect(view.path()).toBe('/rooms');
  });

  it('sends nothing for what cannot be a code, and says the same', async () => {
    const { api, input, user } = await openList();
    // Too short, with letters the alphabet leaves out (O and 1), too long.
    for (const typed of ['ABC23', 'ABCO12', 'ABC2345']) {
      await user.clear(input);
      await user.type(input, `${typed}{Enter}`);
      expect(within(codeForm()).getByRole('alert').textContent).toBe('No room has that code.');
    }
    await user.clear(input);
    await user.click(within(codeForm()).getByRole('button', { name: 'Join' }));
    expect(within(codeForm()).getByRole('alert').textContent).toBe('No room has that code.');
    expect(lookups(api)).toEqual([]);
  });

  it("shows the server's words when the address has tried too many codes", async () => {
    const { api, input, user } = await openList();
    api.on('GET', '/api/code/ABC234', () => json(429, { error: 'Too many requests. Please slow down.' }));
    await user.type(input, 'ABC234{Enter}');
    expect((await within(codeForm()).findByRole('alert')).textContent).toBe('Too many requests. Please slow down.');
  });
});

describe('a code link (/join/{code})', () => {
  it("replaces itself with the room's join screen", async () => {
    const api = installFakeApi(makeRoom());
    const view = renderRooms(['/rooms', '/join/abc234']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Room' })).toBeTruthy();
    expect(view.path()).toBe(`/rooms/${ROOM_ID}`);
    expect(view.router.state.historyAction).toBe('REPLACE');
    expect(lookups(api)).toEqual(['/api/code/ABC234']);
  });

  it('says no room has the code, with a link to the rooms, when none has it or it cannot be one', async () => {
    const api = installFakeApi(makeRoom());
    const view = renderRooms(['/join/ZZZ999']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Join with a code' })).toBeTruthy();
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('No room has that code.');
    expect(within(notice).getByRole('link', { name: 'Find a room' }).getAttribute('href')).toBe('/rooms');
    expect(view.path()).toBe('/join/ZZZ999');
    view.unmount();

    renderRooms(['/join/not-a-code']);
    expect((await screen.findByRole('alert')).textContent).toContain('No room has that code.');
    await waitFor(() => expect(lookups(api)).toEqual(['/api/code/ZZZ999']));
  });
});
