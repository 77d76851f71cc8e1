import { screen, within } from '../../../testing/render';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPages } from '../../../testing/render-app';
import {
  installFakeApi,
  installFakeEventSource,
  keepSeat,
  makeRoom,
  push,
  renderRooms,
  ROOM_ID,
  turnUpdate,
  unmountAndSettle,
} from '../shared/online-rooms-test-helpers';

const GAME = `/rooms/${ROOM_ID}/game`;

beforeAll(() => loadPages(GAME));

afterEach(async () => {
  await unmountAndSettle();
  vi.unstubAllGlobals();
});

async function openGame(room = makeRoom()) {
  keepSeat({ username: 'Ben', token: 't-ben' });
  installFakeApi(room);
  const streams = installFakeEventSource();
  const view = renderRooms(['/rooms', GAME]);
  await screen.findByText('You are', { exact: false });
  const stream = streams.latest();
  await push(() => stream.open());
  return { stream, user: view.user };
}

function main() {
  return screen.getByRole('main');
}

describe('online game: the room code', () => {
  it('shows the code large to every player, and copies it with a toast, or says it failed', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    const { user } = await openGame();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const line = within(main()).getByText((_, element) => element?.classList.contains('room-code__line') === true);
    expect(line).toHaveTextContent(/^Room code ABC234$/);
    expect(within(line).getByText('ABC234')).toHaveClass('room-code__value');

    await user.click(within(main()).getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('ABC234');
    expect(await screen.findByText('Room code copied to clipboard!')).toBeTruthy();
    await user.click(within(main()).getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText('Failed to copy the room code.')).toBeTruthy();
  });

  it('says while the room is locked that nobody new can join', async () => {
    const { stream } = await openGame();
    expect(within(main()).queryByText(/Locked/)).toBeNull();
    await push(() => stream.emit('turnUpdate', turnUpdate(makeRoom({ locked: true })), 8));
    expect(within(main()).getByText(/Locked: nobody new can join/)).toBeTruthy();
  });

  it('shows no code for a room without one (a server from before codes)', async () => {
    await openGame(makeRoom({ code: '' }));
    expect(within(main()).queryByText('Room code')).toBeNull();
    expect(within(main()).queryByRole('button', { name: 'Copy code' })).toBeNull();
  });
});
