import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './harness';
import {
  chatLines,
  createPublicRoom,
  joinAs,
  main,
  newPlayer as newPlayerOn,
  players,
  sendChat,
  text,
  type Player,
} from './room-pages';

// The same game, twice against the real API: once on the room socket, as every browser that can
// open one plays, and once with the socket refused at the upgrade (a proxy that does not pass
// WebSocket), where the page falls back to the event stream and requests and plays just the same.

const TEST_TIMEOUT = 150_000;
const DESKTOP = { width: 1280, height: 800 } as const;
const SOCKET_PATH = /^\/api\/[^/]+\/socket$/;

const e2e = useE2E();
const { url } = e2e;

/** What one page asked of the server: its requests (method and path) and the sockets it opened. */
interface Traffic {
  readonly requests: string[];
  readonly sockets: string[];
}

function watch(page: Page): Traffic {
  const traffic: Traffic = { requests: [], sockets: [] };
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) traffic.requests.push(`${request.method()} ${pathname}`);
  });
  page.on('websocket', (socket) => traffic.sockets.push(new URL(socket.url()).pathname));
  return traffic;
}

async function newPlayer(): Promise<Player & { traffic: Traffic }> {
  const player = await newPlayerOn(e2e, DESKTOP);
  return { ...player, traffic: watch(player.page) };
}

async function turnOf(page: Page): Promise<string> {
  return text(main(page).locator('.room-turn'));
}

/**
 * Ana creates a room and joins; Ben joins from its link; they take a turn each and chat both ways;
 * Ana, the host, locks the room. Returns the room's id.
 */
async function playTogether(ana: Player, ben: Player): Promise<string> {
  const roomName = `Wire Dares ${Date.now()}`;
  const roomId = await createPublicRoom(e2e, ana.page, roomName);
  await joinAs(ana.page, roomId, 'Ana');
  // Ben finds it in the public list, so Back takes him there without leaving the page.
  await ben.page.goto(url('/rooms'));
  await main(ben.page)
    .getByRole('link', { name: new RegExp(roomName) })
    .click();
  await ben.page.waitForURL((current) => current.pathname === `/online/${roomId}`);
  await joinAs(ben.page, roomId, 'Ben');
  for (const { page } of [ana, ben]) await expect.poll(() => players(page)).toEqual(['Ana', 'Ben']);

  // A turn each: Ana's truth reaches Ben, whose dare hands the turn back.
  await expect.poll(() => turnOf(ana.page)).toBe('Your turn');
  await main(ana.page).getByRole('button', { name: 'Truth', exact: true }).click();
  await expect.poll(() => text(main(ben.page).locator('.prompt-panel__type'))).toBe('Truth');
  await expect.poll(() => turnOf(ben.page)).toBe('Your turn');
  await main(ben.page).getByRole('button', { name: 'Dare', exact: true }).click();
  await expect.poll(() => text(main(ana.page).locator('.prompt-panel__type'))).toBe('Dare');
  await expect.poll(() => turnOf(ana.page)).toBe('Your turn');

  // Chat both ways.
  await sendChat(ana.page, 'Hi Ben!');
  await expect.poll(() => chatLines(ben.page)).toEqual(['Ana: Hi Ben!']);
  await sendChat(ben.page, 'Hi Ana!');
  await expect.poll(() => chatLines(ana.page)).toEqual(['Ana: Hi Ben!', 'Ben: Hi Ana!']);

  // A host call: Ana locks the room, and Ben sees it.
  const controls = main(ana.page).getByRole('region', { name: 'Host controls' });
  await controls.getByRole('button', { name: 'Lock room' }).click();
  await controls.getByRole('button', { name: 'Unlock room' }).waitFor();
  await main(ben.page).getByText('Locked: nobody new can join').waitFor();
  expect([...ana.dialogs, ...ben.dialogs]).toEqual([]);
  return roomId;
}

/** The requests a room page makes for what a socket carries, by their method and the path after the room. */
function roomCallsOver(traffic: Traffic, roomId: string): string[] {
  const base = `/api/${roomId}/`;
  return traffic.requests
    .map((request) => request.replace(base, ''))
    .filter((request) => /^(POST|PATCH) (chat|turn|ping|lock|leave)$|^GET stream$/.test(request));
}

const blocked = (page: Page) => page.evaluate(() => window.sessionStorage.getItem('room_socket_blocked'));

describe('a room on its socket, and without one', () => {
  it(
    'plays a game on one socket per player, with no request for chat, turns, pings, host calls or the leave',
    async () => {
      const ana = await newPlayer();
      const ben = await newPlayer();
      const roomId = await playTogether(ana, ben);
      // Back: the leave goes on the socket before it closes.
      await main(ben.page).getByRole('button', { name: 'Back' }).click();
      await ben.page.waitForURL((current) => current.pathname === '/rooms');
      await expect.poll(() => players(ana.page)).toEqual(['Ana']);
      for (const { traffic } of [ana, ben]) {
        expect(traffic.sockets).toEqual([`/api/${roomId}/socket`]);
        expect(roomCallsOver(traffic, roomId)).toEqual([]);
      }
      expect(await blocked(ana.page)).toBeNull();
      expect(e2e.pageErrors()).toEqual([]);
    },
    TEST_TIMEOUT,
  );

  it(
    'plays the same game on the stream and requests when the socket is refused at the upgrade, and remembers that for the tab',
    async () => {
      const ana = await newPlayer();
      const ben = await newPlayer();
      const refused: string[] = [];
      for (const { page } of [ana, ben]) {
        // Closed before it opens, as a proxy that does not pass the upgrade leaves it.
        await page.context().routeWebSocket(
          (address) => SOCKET_PATH.test(address.pathname),
          (socket) => {
            refused.push(new URL(socket.url()).pathname);
            void socket.close();
          },
        );
      }
      const roomId = await playTogether(ana, ben);
      expect(refused).toEqual([`/api/${roomId}/socket`, `/api/${roomId}/socket`]);
      for (const { traffic } of [ana, ben]) {
        const calls = roomCallsOver(traffic, roomId);
        expect(calls).toContain('GET stream');
        expect(calls).toContain('POST chat');
        expect(calls).toContain('PATCH turn');
      }
      expect(roomCallsOver(ana.traffic, roomId)).toContain('POST lock');
      for (const { page } of [ana, ben]) expect(await blocked(page)).toBe('1');

      // The tab remembers: after a reload Ben plays on the stream at once, without trying a socket
      // (in the room Ana opens again: a locked room lets nobody sit down, a reload included).
      const controls = main(ana.page).getByRole('region', { name: 'Host controls' });
      await controls.getByRole('button', { name: 'Unlock room' }).click();
      await controls.getByRole('button', { name: 'Lock room' }).waitFor();
      await ben.page.reload();
      await main(ben.page).getByText('You are Ben', { exact: true }).waitFor();
      await expect.poll(() => players(ben.page)).toEqual(['Ana', 'Ben']);
      await sendChat(ben.page, 'Back again');
      await expect.poll(() => chatLines(ana.page)).toEqual(['Ana: Hi Ben!', 'Ben: Hi Ana!', 'Ben: Back again']);
      expect(refused).toHaveLength(2);
      expect(e2e.pageErrors()).toEqual([]);
    },
    TEST_TIMEOUT,
  );
});
