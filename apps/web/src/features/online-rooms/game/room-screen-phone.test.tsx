import { screen, within } from '../../../testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPages } from '../../../testing/render-app';
import { makeRoom, openSeatedGame, ROOM_ID, unmountAndSettle } from '../shared/online-rooms-test-helpers';
import { COMPACT_ROOM_QUERY } from '../shared/room-layout';

// The room screen as a phone lays it out (COMPACT_ROOM_QUERY matches): the invite and the room's
// tools in sheets, which the browser tests also open and close by touch and measure.

const GAME = `/rooms/${ROOM_ID}/game`;
const DRAWN = { currentType: 'truth', currentPrompt: 'What is your secret talent?', promptFor: 'Ana' } as const;

beforeAll(() => loadPages(GAME, '/rooms'));

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === COMPACT_ROOM_QUERY,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});

afterEach(async () => {
  await unmountAndSettle();
  vi.unstubAllGlobals();
});

/** The game as Ana (the host unless `room` says otherwise), its stream open. */
function openGame(room = makeRoom()) {
  return openSeatedGame({ username: 'Ana', token: 't-ana' }, room);
}

function main() {
  return screen.getByRole('main');
}

function control(name: 'Invite' | 'Room') {
  return within(main()).getByRole('button', { name });
}

function sheet(title: 'Invite friends' | 'Room') {
  return within(main()).queryByRole('dialog', { name: title });
}

/** Whether focus is somewhere in `container` (which control does not matter). */
function holdsFocus(container: HTMLElement | null): boolean {
  return container !== null && container.contains(document.activeElement);
}

describe('the room screen on a phone: sheets', () => {
  it('opens the invite before the first prompt, with focus in it; Escape closes it and focus goes back to Invite', async () => {
    const { user } = await openGame();
    const invite = sheet('Invite friends');
    expect(invite).toHaveAttribute('aria-modal', 'true');
    expect(holdsFocus(invite)).toBe(true);
    expect(within(invite as HTMLElement).getByText('ABC234')).toBeTruthy();
    expect(control('Invite')).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(sheet('Invite friends')).toBeNull();
    expect(control('Invite')).toHaveFocus();
    expect(control('Invite')).toHaveAttribute('aria-expanded', 'false');
    // The game is under it, and the tools stay in the page for the next time.
    expect(within(main()).getByRole('region', { name: 'Game' })).toBeVisible();
  });

  it('starts closed once a prompt is out, and opens from its control', async () => {
    const { user } = await openGame(makeRoom(DRAWN));
    expect(sheet('Invite friends')).toBeNull();
    expect(sheet('Room')).toBeNull();
    await user.click(control('Room'));
    const room = sheet('Room') as HTMLElement;
    expect(holdsFocus(room)).toBe(true);
    expect(within(room).getByRole('region', { name: 'Host controls' })).toBeTruthy();
    expect(within(room).getByRole('list', { name: 'Players (2)' })).toBeTruthy();
    await user.click(within(room).getByRole('button', { name: 'Close' }));
    expect(sheet('Room')).toBeNull();
    expect(control('Room')).toHaveFocus();
  });

  it('closes the invite it opened by itself at the first prompt, but not one the player opened', async () => {
    const first = await openGame();
    await first.update(DRAWN);
    expect(sheet('Invite friends')).toBeNull();
    expect(control('Invite')).toHaveFocus();

    await first.user.click(control('Invite'));
    await first.update({ ...DRAWN, currentType: 'dare', currentPrompt: 'Sing a song', promptFor: 'Ben' });
    expect(sheet('Invite friends')).not.toBeNull();
  });

  it('keeps Tab inside the sheet, and Escape in the QR code full screen closes that alone', async () => {
    const { user } = await openGame();
    const invite = sheet('Invite friends') as HTMLElement;
    for (let press = 0; press < 8; press += 1) {
      await user.tab({ shift: press % 3 === 2 });
      expect(holdsFocus(invite)).toBe(true);
    }
    await user.click(within(invite).getByRole('button', { name: 'Show QR code full screen' }));
    expect(screen.getByRole('dialog', { name: 'Scan to join this room' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Scan to join this room' })).toBeNull();
    expect(sheet('Invite friends')).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(sheet('Invite friends')).toBeNull();
  });
});

describe('the room screen on a phone: what needs the host', () => {
  const reason = 'Someone left while the room is locked: unlock it to let them back in.';

  function badge() {
    // eslint-disable-next-line testing-library/no-node-access -- the dot is a visual mark hidden from assistive tech: its class is all there is.
    return control('Room').querySelector('.room-bar__badge');
  }

  it('badges Room when a player leaves the locked room, says why, and clears once the host has looked', async () => {
    const locked = { ...DRAWN, locked: true, username: ['Ana', 'Ben', 'Cy'] };
    const { user, update } = await openGame(makeRoom(locked));
    expect(badge()).toBeNull();

    await update({ ...locked, username: ['Ana', 'Ben'] });
    expect(badge()).not.toBeNull();
    expect(control('Room')).toHaveAccessibleDescription(reason);
    // Said as it appears: the description is a polite status.
    expect(within(main()).getAllByText(reason, { selector: '[role="status"]' }).length).toBeGreaterThan(0);

    await user.click(control('Room'));
    expect(within(sheet('Room') as HTMLElement).getByRole('status')).toHaveTextContent(reason);
    await user.keyboard('{Escape}');
    expect(badge()).toBeNull();
    expect(control('Room')).not.toHaveAttribute('aria-describedby');
  });

  it('needs no badge for an open room, a player the host removed, or a guest', async () => {
    const { user, update } = await openGame(makeRoom({ ...DRAWN, username: ['Ana', 'Ben', 'Cy'] }));
    await update({ ...DRAWN, username: ['Ana', 'Cy'] });
    expect(badge()).toBeNull();

    await update({ ...DRAWN, username: ['Ana', 'Cy'], locked: true });
    await user.click(control('Room'));
    const room = sheet('Room') as HTMLElement;
    await user.click(within(room).getByRole('button', { name: 'Manage players' }));
    await user.click(within(room).getByRole('button', { name: 'Remove Cy' }));
    await update({ ...DRAWN, username: ['Ana'], locked: true });
    expect(within(room).getByRole('status')).toBeEmptyDOMElement();
    await user.keyboard('{Escape}');
    expect(badge()).toBeNull();

    // Ben is no host: the same departure means nothing to him.
    await update({ ...DRAWN, username: ['Ana'], locked: true, host: 'Ben' });
    expect(badge()).toBeNull();
  });
});
