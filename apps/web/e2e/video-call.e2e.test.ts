import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './harness';
import { namespaceProblem } from './network-namespace';
import { closeRoomSheets, main, newPlayer, openRoomSheet, text, toast, type Player } from './room-pages';

// Three browsers call each other in one room with Chromium's fake camera and microphone, over
// real peer connections on loopback. What each receives is read from the peer connections'
// own statistics (inbound-rtp), found through the tile that shows the stream.
//
// WebRTC gathers candidates on every interface, so this file runs only inside the network
// namespace run-in-netns.sh makes (npm run test:e2e:calls): loopback and a veth pair, nothing else.

const problem = namespaceProblem();
if (problem !== null) {
  throw new Error(
    `The video-call browser tests refuse to run outside their own network namespace: ${problem}. ` +
      'Run them with `npm run test:e2e:calls --workspace @truth-or-dare/web` (as root: it uses unshare --net).',
  );
}

const DESKTOP = { width: 1280, height: 800 } as const;
const MOBILE = { width: 390, height: 844 } as const;
/** Fake devices, no permission prompt, and host candidates on loopback and the veth address. */
const CALL_ARGS = [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  '--allow-loopback-in-peer-connection',
  '--disable-features=WebRtcHideLocalIpsWithMdns',
];
/** How long media is watched to see it keep coming (or stop). */
const SAMPLE_MS = 2_500;
const SECONDS = 1_000;

const e2e = useE2E(CALL_ARGS);

interface Inbound {
  framesDecoded: number;
  videoBytes: number;
  audioBytes: number;
  audioEnergy: number;
  connection: string;
}

/** A player whose page records the peer connections it makes, for reading their statistics. */
async function caller(viewport: { width: number; height: number }): Promise<Player> {
  const player = await newPlayer(e2e, viewport);
  await player.page.context().addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const made: RTCPeerConnection[] = [];
    Object.defineProperty(window, '__peerConnections', { value: made });
    window.RTCPeerConnection = class extends Native {
      constructor(configuration?: RTCConfiguration) {
        super(configuration);
        made.push(this);
      }
    };
  });
  return player;
}

async function createRoom(): Promise<string> {
  const response = await fetch(e2e.url('/api/createRoom'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ roomName: `Call Dares ${Date.now()}`, roomType: 'private' }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { room: { _id: string } }).room._id;
}

async function enterRoom(page: Page, roomId: string, name: string): Promise<void> {
  await page.goto(e2e.url(`/online/${roomId}`));
  await main(page).getByRole('textbox', { name: 'Your name' }).fill(name);
  await main(page).getByRole('button', { name: 'Join Room' }).click();
  await page.waitForURL((current) => current.pathname === `/rooms/${roomId}/game`);
  await main(page).getByText(`You are ${name}`, { exact: true }).waitFor();
  // A phone opens the invite before the first prompt; the call is under it.
  await closeRoomSheets(page);
}

function callPanel(page: Page): Locator {
  return main(page).getByRole('region', { name: 'Video call' });
}

async function joinCall(page: Page): Promise<void> {
  await callPanel(page).getByRole('button', { name: 'Join call' }).click();
  await callPanel(page).getByRole('button', { name: 'Leave call' }).waitFor();
}

async function tileNames(page: Page): Promise<string[]> {
  const names = await callPanel(page)
    .locator('.call-tile')
    .evaluateAll((tiles) => tiles.map((tile) => (tile as HTMLElement).dataset.name ?? ''));
  return names.sort();
}

async function spotlight(page: Page): Promise<string | null> {
  return callPanel(page).locator('.call-tile[aria-current="true"]').getAttribute('data-name');
}

function tile(page: Page, name: string): Locator {
  return callPanel(page).locator(`.call-tile[data-name="${name}"]`);
}

/**
 * What this page receives from each other player: the peer connection whose receivers carry the
 * tracks of that player's tile, and its inbound-rtp statistics.
 */
async function inbound(page: Page): Promise<Record<string, Inbound>> {
  return page.evaluate(async () => {
    const connections = (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections;
    const result: Record<string, Inbound> = {};
    for (const tileElement of document.querySelectorAll<HTMLElement>('.call-tile')) {
      const stream = tileElement.querySelector('video')?.srcObject;
      if (!(stream instanceof MediaStream)) continue;
      const ids = stream.getTracks().map((track) => track.id);
      const connection = connections.find(
        (pc) =>
          pc.connectionState !== 'closed' && pc.getReceivers().some((receiver) => ids.includes(receiver.track.id)),
      );
      if (!connection) continue;
      const totals: Inbound = {
        framesDecoded: 0,
        videoBytes: 0,
        audioBytes: 0,
        audioEnergy: 0,
        connection: connection.connectionState,
      };
      (await connection.getStats()).forEach(
        (stat: {
          type: string;
          kind?: string;
          framesDecoded?: number;
          bytesReceived?: number;
          totalAudioEnergy?: number;
        }) => {
          if (stat.type !== 'inbound-rtp') return;
          if (stat.kind === 'video') {
            totals.framesDecoded += stat.framesDecoded ?? 0;
            totals.videoBytes += stat.bytesReceived ?? 0;
          } else if (stat.kind === 'audio') {
            totals.audioBytes += stat.bytesReceived ?? 0;
            totals.audioEnergy += stat.totalAudioEnergy ?? 0;
          }
        },
      );
      result[tileElement.dataset.name ?? ''] = totals;
    }
    return result;
  });
}

/** Every peer connection's states and every tile's stream on `page`, as one line each. */
async function callDiagnosis(page: Page): Promise<string> {
  return page.evaluate(() => {
    const connections = (window as unknown as { __peerConnections: RTCPeerConnection[] }).__peerConnections;
    const lines = connections.map(
      (pc, index) =>
        `connection ${index}: ${pc.connectionState}, ice ${pc.iceConnectionState} (gathering ${pc.iceGatheringState}), signaling ${pc.signalingState}, local ${pc.localDescription?.type ?? 'none'}, remote ${pc.remoteDescription?.type ?? 'none'}, receivers ${pc
          .getReceivers()
          .map((receiver) => `${receiver.track.kind}:${receiver.track.readyState}`)
          .join(' ')}`,
    );
    for (const tileElement of document.querySelectorAll<HTMLElement>('.call-tile')) {
      const stream = tileElement.querySelector('video')?.srcObject;
      lines.push(
        `tile ${tileElement.dataset.name ?? '?'}: ${stream instanceof MediaStream ? `${stream.getTracks().length} tracks` : 'no stream'}`,
      );
    }
    return lines.join('\n');
  });
}

/** The change in what `page` receives from each of `peers` over SAMPLE_MS. */
async function received(page: Page, peers: string[]): Promise<Record<string, Inbound>> {
  const before = await inbound(page);
  await page.waitForTimeout(SAMPLE_MS);
  const after = await inbound(page);
  return Object.fromEntries(
    peers.map((peer) => {
      const a = before[peer];
      const b = after[peer];
      if (!a || !b)
        return [
          peer,
          { framesDecoded: 0, videoBytes: 0, audioBytes: 0, audioEnergy: 0, connection: b?.connection ?? 'none' },
        ];
      return [
        peer,
        {
          framesDecoded: b.framesDecoded - a.framesDecoded,
          videoBytes: b.videoBytes - a.videoBytes,
          audioBytes: b.audioBytes - a.audioBytes,
          audioEnergy: b.audioEnergy - a.audioEnergy,
          connection: b.connection,
        },
      ];
    }),
  );
}

/** Video frames decoded and audio bytes received keep rising from every one of `peers`. */
async function expectMediaFrom(page: Page, peers: string[]): Promise<void> {
  // Connecting takes a moment: wait until every peer's video has started.
  try {
    await expect
      .poll(
        async () => {
          const now = await inbound(page);
          return peers.filter((peer) => (now[peer]?.framesDecoded ?? 0) > 0 && (now[peer]?.audioBytes ?? 0) > 0).sort();
        },
        { timeout: 45 * SECONDS, interval: 500 },
      )
      .toEqual([...peers].sort());
  } catch (error) {
    // What the page's connections and tiles were doing, so a failure says where the call stopped.
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${await callDiagnosis(page)}`);
  }
  const delta = await received(page, peers);
  for (const peer of peers) {
    expect(delta[peer]?.framesDecoded, `${peer}'s video frames decoded`).toBeGreaterThan(10);
    expect(delta[peer]?.audioBytes, `${peer}'s audio bytes received`).toBeGreaterThan(1_000);
  }
}

/** This page's own microphone and camera tracks, as its preview tile holds them. */
async function ownTracks(page: Page, name: string): Promise<{ audioEnabled: boolean | null; videoTracks: number }> {
  return tile(page, name)
    .locator('video')
    .evaluate((video) => {
      const stream = (video as HTMLVideoElement).srcObject as MediaStream | null;
      return {
        audioEnabled: stream?.getAudioTracks()[0]?.enabled ?? null,
        videoTracks: stream?.getVideoTracks().filter((track) => track.readyState === 'live').length ?? 0,
      };
    });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element not visible');
  return found;
}

describe('video calls', () => {
  it('three players call: media flows every way, mute and camera show, the spotlight follows the turn, a reloaded page rejoins by itself, leaving ends it', async () => {
    // A retry shares the harness with the failed try: judge only what this try's pages reported.
    const errorsBefore = e2e.pageErrors().length;
    // How long each step took, printed as it goes: a slow step shows where a call waited for recovery.
    const started = Date.now();
    const step = (name: string) =>
      console.log(`call test: ${name} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const roomId = await createRoom();
    const ana = await caller(DESKTOP);
    const ben = await caller(DESKTOP);
    const cy = await caller(MOBILE);
    await enterRoom(ana.page, roomId, 'Ana');
    await enterRoom(ben.page, roomId, 'Ben');
    await enterRoom(cy.page, roomId, 'Cy');

    // The join form first, then the call. Ana starts it and the others are told.
    const form = callPanel(ana.page);
    expect(await form.getByRole('radio', { name: 'Camera and microphone' }).isChecked()).toBe(true);
    await form.getByRole('radio', { name: 'Microphone only' }).waitFor();
    await joinCall(ana.page);
    await toast(ben.page, 'Video call has started!').waitFor();
    await joinCall(ben.page);
    await joinCall(cy.page);
    for (const player of [ana, ben, cy])
      await expect.poll(() => tileNames(player.page), { timeout: 15 * SECONDS }).toEqual(['Ana', 'Ben', 'Cy']);
    step('three tiles everywhere');

    // Every player receives video and sound from both others.
    await expectMediaFrom(ana.page, ['Ben', 'Cy']);
    await expectMediaFrom(ben.page, ['Ana', 'Cy']);
    await expectMediaFrom(cy.page, ['Ana', 'Ben']);
    step('media every way');

    // The turn's player is in the spotlight everywhere, and it follows the turn.
    for (const player of [ana, ben, cy]) await expect.poll(() => spotlight(player.page)).toBe('Ana');
    await main(ana.page).getByRole('button', { name: 'Truth', exact: true }).click();
    for (const player of [ana, ben, cy]) await expect.poll(() => spotlight(player.page)).toBe('Ben');

    // Desktop: the call, the board and the chat side by side. Phone: the call's strip above the
    // board, its spotlight first and the tallest (room-call-layout.e2e.test.ts checks the rest).
    const board = await box(main(ana.page).getByRole('region', { name: 'Game' }));
    const panel = await box(callPanel(ana.page));
    expect(panel.x + panel.width).toBeLessThanOrEqual(board.x + 1);
    expect((await box(main(ana.page).getByRole('textbox', { name: 'Message' }))).x).toBeGreaterThan(
      board.x + board.width - 1,
    );
    const phonePanel = await box(callPanel(cy.page));
    expect(phonePanel.y).toBeLessThan((await box(main(cy.page).getByRole('region', { name: 'Game' }))).y);
    const [spotlit, other] = [await box(tile(cy.page, 'Ben')), await box(tile(cy.page, 'Ana'))];
    expect(spotlit.height).toBeGreaterThan(other.height);
    expect(spotlit.x).toBeLessThan(other.x);
    expect(await cy.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The chat is still there to use on the phone.
    const message = main(cy.page).getByRole('textbox', { name: 'Message' });
    await message.fill('hi from the call');
    await message.press('Enter');
    await expect.poll(() => text(main(ana.page).locator('.room-chat__messages'))).toContain('hi from the call');
    await e2e.expectNoA11yViolations(ana.page);
    await e2e.expectNoA11yViolations(cy.page);
    step('spotlight, layout and chat');

    // Ben mutes: his track is disabled, the others see it and receive silence.
    expect((await received(ana.page, ['Ben'])).Ben?.audioEnergy, "Ben's sound before muting").toBeGreaterThan(0);
    await callPanel(ben.page).getByRole('button', { name: 'Mute' }).click();
    expect((await ownTracks(ben.page, 'Ben')).audioEnabled).toBe(false);
    for (const player of [ana, cy]) await expect.poll(() => text(tile(player.page, 'Ben'))).toContain('microphone off');
    await ana.page.waitForTimeout(SECONDS);
    const muted = (await received(ana.page, ['Ben'])).Ben;
    expect(muted?.audioEnergy, "Ben's sound while muted").toBeLessThan(1e-6);
    await callPanel(ben.page).getByRole('button', { name: 'Unmute' }).click();
    for (const player of [ana, cy])
      await expect.poll(() => text(tile(player.page, 'Ben'))).not.toContain('microphone off');

    // Cy turns the camera off: the camera stops, the others see it and decode no more frames.
    await callPanel(cy.page).getByRole('button', { name: 'Camera off' }).click();
    expect((await ownTracks(cy.page, 'Cy')).videoTracks).toBe(0);
    for (const player of [ana, ben]) await expect.poll(() => text(tile(player.page, 'Cy'))).toContain('camera off');
    await ana.page.waitForTimeout(SECONDS);
    expect((await received(ana.page, ['Cy'])).Cy?.framesDecoded, "Cy's frames with the camera off").toBe(0);
    await callPanel(cy.page).getByRole('button', { name: 'Camera on' }).click();
    for (const player of [ana, ben]) await expect.poll(() => text(tile(player.page, 'Cy'))).not.toContain('camera off');
    await expect
      .poll(async () => (await received(ana.page, ['Cy'])).Cy?.framesDecoded ?? 0, { timeout: 20 * SECONDS })
      .toBeGreaterThan(10);

    step('mute and camera');
    // Cy reloads: the page that unloads leaves the call, and the new one joins it again by itself,
    // with fresh connections to both others (nobody presses anything).
    await cy.page.reload();
    await main(cy.page).getByText('You are Cy', { exact: true }).waitFor();
    await callPanel(cy.page)
      .getByRole('button', { name: 'Leave call' })
      .waitFor({ timeout: 20 * SECONDS });
    for (const player of [ana, ben, cy])
      await expect.poll(() => tileNames(player.page), { timeout: 15 * SECONDS }).toEqual(['Ana', 'Ben', 'Cy']);
    await expectMediaFrom(ana.page, ['Ben', 'Cy']);
    await expectMediaFrom(cy.page, ['Ana', 'Ben']);
    step('media again after the reload');

    // Leaving: Cy leaves the call, Ben leaves the room, and the last one out ends the call.
    await callPanel(cy.page).getByRole('button', { name: 'Leave call' }).click();
    await callPanel(cy.page).getByRole('button', { name: 'Join call' }).waitFor();
    for (const player of [ana, ben])
      await expect.poll(() => tileNames(player.page), { timeout: 10 * SECONDS }).toEqual(['Ana', 'Ben']);
    await (await openRoomSheet(ben.page, 'Room')).getByRole('button', { name: /Back/ }).click();
    await expect.poll(() => tileNames(ana.page), { timeout: 10 * SECONDS }).toEqual(['Ana']);
    await callPanel(ana.page).getByRole('button', { name: 'Leave call' }).click();
    await toast(ana.page, 'Video call has ended').waitFor();
    await toast(cy.page, 'Video call has ended').waitFor();
    expect(await text(callPanel(cy.page).locator('.call-panel__count'))).toBe('Nobody is in the call yet.');

    // Signals to someone who has just left answer 404, and a left room's calls 401: nothing else
    // (about:blank is the harness's own start-up script, before any page of the site).
    const unexpected = e2e
      .pageErrors()
      .slice(errorsBefore)
      .filter(
        (error) =>
          !/Failed to load resource: the server responded with a status of (401|404)/.test(error) &&
          !error.startsWith('pageerror on about:blank'),
      );
    expect(unexpected).toEqual([]);
  });
});
