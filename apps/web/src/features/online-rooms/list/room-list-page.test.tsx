import { act, screen, waitFor, within } from '../../../testing/render';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPages } from '../../../testing/render-app';
import {
  deferred,
  installFakeApi,
  json,
  makeRoom,
  renderRooms,
  unmountAndSettle,
} from '../shared/online-rooms-test-helpers';

beforeAll(() => loadPages('/rooms', `/online/${makeRoom()._id}`));

afterEach(async () => {
  await unmountAndSettle();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const LIST = [
  { _id: 'room-one-id-aaaaaaaaaaa', roomName: 'Friday Dares', username: ['Ana', 'Ben', 'Cy'] },
  { _id: 'room-two-id-bbbbbbbbbbb', roomName: 'Quiet Corner', username: ['Dee'] },
];

function publicRooms() {
  return screen.getByRole('region', { name: 'Public Rooms' });
}

describe('room list (/rooms)', () => {
  it('shows the heading, the create link and "Loading rooms..." until the list arrives', async () => {
    const api = installFakeApi();
    const answer = deferred<Response>();
    api.on('GET', '/api/public', () => answer.promise);
    renderRooms(['/rooms']);

    expect(await screen.findByRole('heading', { level: 1, name: 'Join or Create a Room' })).toBeTruthy();
    expect(document.title).toBe('Play Online · Truth or Dare');
    expect(screen.getByRole('link', { name: /Create Your Own Room/ }).getAttribute('href')).toBe('/create-room');
    expect(within(publicRooms()).getByRole('heading', { level: 2, name: 'Public Rooms' })).toBeTruthy();
    expect(within(publicRooms()).getByRole('status').textContent).toBe('Loading rooms...');

    await act(async () => answer.resolve(json(200, LIST)));
    const links = within(publicRooms()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Friday Dares3 Online', '/rooms/room-one-id-aaaaaaaaaaa/game'],
      ['Quiet Corner1 Online', '/rooms/room-two-id-bbbbbbbbbbb/game'],
    ]);
    expect(screen.queryByText('Loading rooms...')).toBeNull();
  });

  it('marks the locked rooms "Locked"', async () => {
    const api = installFakeApi();
    api.on('GET', '/api/public', () =>
      json(200, [
        { ...LIST[0], locked: true },
        { ...LIST[1], locked: false },
      ]),
    );
    renderRooms(['/rooms']);
    await screen.findByText('Quiet Corner');
    const [locked, open] = within(publicRooms()).getAllByRole('link');
    expect(locked?.textContent).toBe('Friday Dares3 Online🔒 Locked');
    expect(
      within(locked as HTMLElement)
        .getByText('🔒')
        .getAttribute('aria-hidden'),
    ).toBe('true');
    expect(open?.textContent).toBe('Quiet Corner1 Online');
  });

  it('says "No public rooms available" when there are none', async () => {
    const api = installFakeApi();
    api.on('GET', '/api/public', () => json(200, []));
    renderRooms(['/rooms']);
    expect(await screen.findByText('No public rooms available')).toBeTruthy();
    expect(within(publicRooms()).queryAllByRole('link')).toEqual([]);
  });

  it('logs a failed load only and shows the empty list', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const api = installFakeApi();
    api.on('GET', '/api/public', () => json(500, { error: 'Internal server error' }));
    renderRooms(['/rooms']);
    expect(await screen.findByText('No public rooms available')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(info).toHaveBeenCalled();
  });

  it('refreshes the list every 10 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const api = installFakeApi();
    let rooms = [LIST[0]];
    api.on('GET', '/api/public', () => json(200, rooms));
    renderRooms(['/rooms']);
    expect(await screen.findByText('3 Online')).toBeTruthy();
    expect(api.callsTo('GET', '/api/public')).toHaveLength(1);

    rooms = [{ ...LIST[0]!, username: ['Ana'] }, LIST[1]!];
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9_999);
    });
    expect(api.callsTo('GET', '/api/public')).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(api.callsTo('GET', '/api/public')).toHaveLength(2);
    expect(await screen.findByText('Quiet Corner')).toBeTruthy();
    expect(within(publicRooms()).getAllByText('1 Online')).toHaveLength(2);
  });

  it('clears the shared username on opening', async () => {
    installFakeApi();
    const view = renderRooms(['/rooms'], { username: 'Zed' });
    await screen.findByRole('heading', { level: 1, name: 'Join or Create a Room' });
    // Cleared by an effect after the page's first paint.
    await waitFor(() => expect(view.sharedUsername()).toBe(''));
  });

  it('goes one step back in history with Back', async () => {
    installFakeApi();
    const view = renderRooms(['/about', '/rooms']);
    await screen.findByRole('heading', { level: 1, name: 'Join or Create a Room' });
    await view.user.click(screen.getByRole('button', { name: /Back/ }));
    await screen.findByRole('heading', { level: 1, name: 'About Truth or Dare' });
    expect(view.path()).toBe('/about');
  });

  it('opens a room: without a name the game sends the visitor to the name screen', async () => {
    installFakeApi(makeRoom());
    const view = renderRooms(['/rooms']);
    await view.user.click(await screen.findByRole('link', { name: /Friday Dares/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter Your Name' })).toBeTruthy();
    expect(view.path()).toBe(`/online/${makeRoom()._id}`);
  });
});
