import { screen, waitFor, within } from '../../../testing/render';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { liveRegionAround } from '../../../testing/live-regions';
import { loadPages } from '../../../testing/render-app';
import { findToast as findToastItem } from '../../../testing/toasts';
import {
  json,
  makeRoom,
  openSeatedGame,
  push,
  ROOM_ID,
  storedSeat,
  unmountAndSettle,
} from '../shared/online-rooms-test-helpers';

const GAME = `/rooms/${ROOM_ID}/game`;
const seatOfAna = { username: 'Ana', token: 't-ana' };
const seatOfBen = { username: 'Ben', token: 't-ben' };

let alertSpy: MockInstance<(message?: string) => void>;

beforeAll(() => loadPages(GAME, '/rooms', '/'));

beforeEach(() => {
  alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});

afterEach(async () => {
  await unmountAndSettle();
  vi.unstubAllGlobals();
});

/** Opens the game with a kept seat (Ana hosts unless `room` says otherwise) and waits until the stream is open. */
function openGame(seat = seatOfAna, room = makeRoom()) {
  return openSeatedGame(seat, room);
}

function main() {
  return screen.getByRole('main');
}

function playerItem(name: string): HTMLElement {
  const items = within(within(main()).getByRole('list', { name: /Players/ })).getAllByRole('listitem');
  const item = items.find(
    (candidate) => within(candidate).queryByText(name, { selector: '.room-player__name' }) !== null,
  );
  if (!item) throw new Error(`${name} is not in the player list`);
  return item;
}

function hostControls() {
  return within(main()).queryByRole('region', { name: 'Host controls' });
}

/** A toast titled `title`, which must sit in the page's polite live region. */
async function findToast(title: string): Promise<HTMLElement> {
  const toast = await findToastItem(title);
  expect(liveRegionAround(toast)).toHaveAttribute('aria-live', 'polite');
  return toast;
}

describe('online game: the host', () => {
  it('wears a crown in the player list, named "(host)" for screen readers', async () => {
    await openGame(seatOfBen);
    const ana = playerItem('Ana');
    expect(within(ana).getByText('👑').getAttribute('aria-hidden')).toBe('true');
    expect(within(ana).getByText('(host)').className).toBe('rooms-visually-hidden');
    expect(ana.textContent).toBe('Ana👑 (host)turn');
    expect(within(playerItem('Ben')).queryByText('(host)')).toBeNull();
  });

  it('offers the host controls to the host only, with a row per other player behind "Manage players"', async () => {
    const asBen = await openGame(seatOfBen);
    expect(hostControls()).toBeNull();
    expect(within(main()).queryByRole('button', { name: 'Skip turn' })).toBeNull();
    expect(within(main()).queryByRole('button', { name: /Remove/ })).toBeNull();
    asBen.view.unmount();
    await unmountAndSettle();

    const { user, update } = await openGame(seatOfAna, makeRoom({ username: ['Ana', 'Ben', 'Cy'] }));
    const controls = hostControls() as HTMLElement;
    expect(within(controls).getByRole('button', { name: 'Skip turn' })).toBeTruthy();
    expect(within(controls).getByRole('button', { name: 'Lock room' })).toBeTruthy();
    const manage = within(controls).getByRole('button', { name: 'Manage players' });
    expect(manage).toHaveAttribute('aria-expanded', 'false');
    expect(within(controls).queryByRole('button', { name: 'Remove Ben' })).toBeNull();

    await user.click(manage);
    expect(manage).toHaveAttribute('aria-expanded', 'true');
    const rows = within(controls).getByRole('list', { name: 'Manage players' });
    expect(manage).toHaveAttribute('aria-controls', rows.id);
    expect(
      within(rows)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Remove Ben', 'Make Ben host', 'Remove Cy', 'Make Cy host']);
    expect(within(rows).getByRole('button', { name: 'Make Ben host' })).toBeTruthy();
    // Nothing to do to oneself.
    expect(within(controls).queryByRole('button', { name: /Ana/ })).toBeNull();

    // Handing the role on takes the controls away.
    await update({ username: ['Ana', 'Ben', 'Cy'], host: 'Cy' });
    expect(hostControls()).toBeNull();
  });

  it('sends each host call with the seat token, one for each press', async () => {
    const { api, user, update } = await openGame();
    const auth = (path: string) =>
      api.callsTo('POST', `/api/${ROOM_ID}/${path}`).map((call) => [call.body ?? null, call.headers.Authorization]);
    const controls = hostControls() as HTMLElement;

    await user.click(within(controls).getByRole('button', { name: 'Skip turn' }));
    await waitFor(() => expect(auth('skip')).toEqual([[{}, 'Bearer t-ana']]));

    await user.click(within(controls).getByRole('button', { name: 'Lock room' }));
    await waitFor(() => expect(auth('lock')).toEqual([[{ locked: true }, 'Bearer t-ana']]));
    await update({ locked: true });
    await user.click(within(controls).getByRole('button', { name: 'Unlock room' }));
    await waitFor(() =>
      expect(auth('lock')).toEqual([
        [{ locked: true }, 'Bearer t-ana'],
        [{ locked: false }, 'Bearer t-ana'],
      ]),
    );

    const manage = within(controls).getByRole('button', { name: 'Manage players' });
    await user.click(manage);
    await user.click(within(controls).getByRole('button', { name: 'Make Ben host' }));
    await waitFor(() => expect(auth('host')).toEqual([[{ username: 'Ben' }, 'Bearer t-ana']]));

    await user.click(within(controls).getByRole('button', { name: 'Remove Ben' }));
    await waitFor(() => expect(auth('kick')).toEqual([[{ username: 'Ben' }, 'Bearer t-ana']]));
    // Focus waits on the toggle while the row goes.
    expect(manage).toHaveFocus();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it("alerts the server's words when a host call is refused", async () => {
    const { api, user } = await openGame();
    api.on('POST', `/api/${ROOM_ID}/skip`, () => json(403, { error: 'Only the host can do that.' }));
    await user.click(within(hostControls() as HTMLElement).getByRole('button', { name: 'Skip turn' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Only the host can do that.'));
    expect(within(main()).getByText('You are', { exact: false })).toBeTruthy();
  });
});

describe('online game: what everyone is told', () => {
  it('toasts the new host, and whose turn was skipped, in the live region', async () => {
    const { update } = await openGame(seatOfBen);
    await update({ host: 'Ben' });
    await findToast('Ben is now the host.');
    expect(hostControls()).not.toBeNull();
    expect(within(playerItem('Ben')).getByText('(host)')).toBeTruthy();

    await update({ host: 'Ben', currentTurn: 1 });
    await findToast("Ana's turn was skipped.");
    expect(within(main()).getByRole('heading', { level: 2, name: 'Your turn' })).toBeTruthy();
  });

  it('sends a removed player home with the message, forgetting the seat and sending nothing more', async () => {
    const { api, stream, view, update } = await openGame(seatOfBen);
    await update({ username: ['Ana'] });
    await waitFor(() => expect(view.path()).toBe('/'));
    await findToast('You were removed from the room by the host.');
    expect(storedSeat()).toBeNull();
    expect(stream.isClosed).toBe(true);
    // Not a lost connection, and no leave for a seat the server has already let go.
    expect(alertSpy).not.toHaveBeenCalled();
    await unmountAndSettle();
    expect(api.callsTo('POST', `/api/${ROOM_ID}/leave`)).toEqual([]);
  });

  it('sends a removed player home on the removed event addressed to them, before any turnUpdate', async () => {
    // The toast of the test before must not stand in for this one.
    toast.dismiss();
    await waitFor(() => expect(screen.queryByText('You were removed from the room by the host.')).toBeNull());
    const { api, stream, view } = await openGame(seatOfBen);
    expect(stream.url).toBe(`/api/${ROOM_ID}/stream?lastEventId=7&token=${seatOfBen.token}`);
    await push(() => stream.emit('removed', { reason: 'kicked' }, 7));
    await waitFor(() => expect(view.path()).toBe('/'));
    await findToast('You were removed from the room by the host.');
    expect(storedSeat()).toBeNull();
    expect(stream.isClosed).toBe(true);
    expect(alertSpy).not.toHaveBeenCalled();
    await unmountAndSettle();
    expect(api.callsTo('POST', `/api/${ROOM_ID}/leave`)).toEqual([]);
  });

  it("shows the others a removed player's departure as a leave", async () => {
    const { update } = await openGame(seatOfAna, makeRoom({ username: ['Ana', 'Ben', 'Cy'] }));
    await update({ username: ['Ana', 'Cy'] });
    const toast = await findToast('Left');
    expect(within(toast).getByText('Ben')).toBeTruthy();
    expect(within(within(main()).getByRole('list', { name: /Players/ })).queryByText('Ben')).toBeNull();
  });
});
