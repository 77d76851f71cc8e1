import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './harness';
import { freePort, stopProcess, waitForHealthy } from './server-process';
import {
  CHAT_PAYLOADS,
  HEADING_PAYLOADS,
  ROOM_NAME_PAYLOADS,
  USERNAME_PAYLOADS,
  XSS_PAYLOADS,
  nameKey,
  storedHeading,
  storedName,
  storedText,
  type XssPayload,
} from './xss-payloads';

// Every payload of xss-payloads.ts goes through the real API and is shown by the real pages:
// as chat messages (sent by API players and typed into the chat box), as usernames (player list,
// chat, turn heading, join screen, "left" toasts), as room names (/rooms, the join screen, the game
// page and its <title>) and as blog headings and bodies (/blogs, home, /blog/{slug}, server-rendered
// and hydrated). Each page must show names and messages as literal text and must never run or
// insert anything: no dialog, no window.__xss, no script/iframe/object/embed/base element, no on*
// attribute and no javascript: URL, ever, not even for a moment (a MutationObserver watches the
// page from its first byte).
//
// The browser contexts bypass the Content-Security-Policy, so an injection would really run here
// and be seen: the test checks the rendering, not the CSP that would otherwise hide a mistake.
// It uses its own server (admin token known, room limits raised, nobody timed out, serving a copy
// of the build) rather than the shared one from global-setup.ts.

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const apiMain = join(repoRoot, 'apps/api/dist/main.js');
const webDist = process.env.E2E_WEB_DIST ?? join(repoRoot, 'apps/web/dist');
const ADMIN_TOKEN = randomBytes(24).toString('hex');
const TEST_TIMEOUT = 120_000;
/** Pages opened at once when visiting many rooms or posts. */
const WORKERS = 4;
/** At most this many chat messages per player per 5 s (the server's fixed limit). */
const CHAT_LIMIT = 5;
/** Typed into the chat box by the browser player. */
const TYPED_LABELS = [
  'img onerror alert',
  'closing script breakout',
  'double quote breakout',
  'right-to-left override before svg',
  'dangerouslySetInnerHTML prop',
];
const BLOG_IMAGE = '/images/blog/classic-truth-or-dare-80-questions.svg';

interface Server {
  readonly baseUrl: string;
  /** What the server has logged (warnings and errors: it runs with LOG_LEVEL=warn). */
  log(): string;
  stop(): Promise<void>;
}

interface Findings {
  /** window.__xss as the page left it (undefined when no payload ran). */
  xss: unknown;
  /** Everything the watcher saw inserted or set: disallowed elements, on* attributes, dangerous URLs. */
  injections: string[];
}

let server: Server;
let browser: Browser;
const contexts: BrowserContext[] = [];
const dialogs: string[] = [];
const pageErrors: string[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  const log = server?.log();
  if (log) console.info(`The test server logged:\n${log}`);
  await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
  await browser?.close();
  await server?.stop();
});

// ---------------------------------------------------------------------------------------------
// The server and the API

async function startServer(): Promise<Server> {
  if (!existsSync(apiMain) || !existsSync(join(webDist, 'index.html'))) {
    throw new Error('The production build is missing: run `npm run build` before the end-to-end tests.');
  }
  const port = await freePort();
  const scratch = mkdtempSync(join(tmpdir(), 'tod-xss-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  // The server reads files from the build while the test runs: a copy (the client next to its
  // server bundle, dist-server) keeps a rebuild started meanwhile from changing them under it.
  const webCopy = join(scratch, 'web/dist');
  cpSync(webDist, webCopy, { recursive: true });
  const serverBundle = join(webDist, '..', 'dist-server');
  if (existsSync(serverBundle)) cpSync(serverBundle, join(scratch, 'web/dist-server'), { recursive: true });
  // The server bundle imports React and the rest from the workspace's packages.
  symlinkSync(join(repoRoot, 'node_modules'), join(scratch, 'node_modules'), 'dir');
  const output: string[] = [];
  const child = spawn(process.execPath, [apiMain], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_PATH: join(scratch, 'xss.sqlite'),
      DATA_DIR: join(scratch, 'data'),
      WEB_DIST_PATH: webCopy,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ADMIN_TOKEN,
      RATE_LIMIT_CREATE_ROOM_PER_MINUTE: '10000',
      RATE_LIMIT_JOIN_ROOM_PER_MINUTE: '10000',
      // Players who only chat through the API stay seated, and rooms stay open, for the whole run.
      PLAYER_TIMEOUT_MS: '600000',
      ROOM_TIMEOUT_MS: '600000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  try {
    await waitForHealthy(baseUrl, child);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(scratch, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\nServer output:\n${output.join('')}`);
  }
  return {
    baseUrl,
    log: () => output.join(''),
    async stop() {
      await stopProcess(child);
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

async function api<T>(method: string, path: string, body: unknown, expectedStatus: number, token?: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== expectedStatus)
    throw new Error(`${method} ${path} ${JSON.stringify(body)} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

interface ApiRoom {
  _id: string;
  roomName: string;
  username: string[];
}

interface ApiPlayer {
  readonly roomId: string;
  readonly username: string;
  readonly token: string;
}

async function createRoom(roomName: string): Promise<ApiRoom> {
  const { room } = await api<{ room: ApiRoom }>('POST', '/api/createRoom', { roomName, roomType: 'public' }, 201);
  return room;
}

async function joinRoom(roomId: string, username: string): Promise<ApiPlayer & { room: ApiRoom }> {
  const { room, playerToken } = await api<{ room: ApiRoom; playerToken: string }>(
    'PATCH',
    `/api/${roomId}/join`,
    { username },
    200,
  );
  return { roomId, username, token: playerToken, room };
}

async function chat(player: ApiPlayer, message: string): Promise<string> {
  const { chat: sent } = await api<{ chat: { message: string } }>(
    'POST',
    `/api/${player.roomId}/chat`,
    { username: player.username, message },
    201,
    player.token,
  );
  return sent.message;
}

// ---------------------------------------------------------------------------------------------
// The browser

/**
 * Runs in every page before its own scripts: records every element, attribute or URL that could
 * run code, as it is inserted (so a payload removed again a moment later is still seen).
 */
function watchForInjections(): void {
  const found: string[] = [];
  const exposed = window as unknown as { __injections: string[]; __scanForInjections: () => void };
  exposed.__injections = found;
  const FORBIDDEN = new Set(['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'portal']);
  const URL_ATTRIBUTES = new Set([
    'href',
    'src',
    'action',
    'formaction',
    'data',
    'xlink:href',
    'poster',
    'background',
    'codebase',
    'lowsrc',
    'dynsrc',
  ]);
  const describe = (element: Element) => element.outerHTML.slice(0, 160);
  const appScript = (element: Element) => {
    const src = element.getAttribute('src');
    const type = element.getAttribute('type');
    if (src !== null) return type === 'module' && src.startsWith('/assets/');
    return type === 'application/json' || type === 'application/ld+json';
  };
  const check = (element: Element) => {
    const name = element.localName.toLowerCase();
    if (name === 'script' && !appScript(element)) found.push(`script: ${describe(element)}`);
    if (FORBIDDEN.has(name)) found.push(`${name}: ${describe(element)}`);
    if (name === 'meta' && element.hasAttribute('http-equiv')) found.push(`meta http-equiv: ${describe(element)}`);
    for (const attribute of Array.from(element.attributes)) {
      const attributeName = attribute.name.toLowerCase();
      if (attributeName.startsWith('on')) found.push(`${attribute.name} attribute: ${describe(element)}`);
      if (attributeName === 'srcdoc') found.push(`srcdoc attribute: ${describe(element)}`);
      // Browsers ignore control characters and spaces in a URL's scheme.
      const url = attribute.value.replace(/[\p{Cc}\s]/gu, '').toLowerCase();
      if (URL_ATTRIBUTES.has(attributeName) && /^(javascript|vbscript):|^data:text\/html/.test(url))
        found.push(`${attribute.name}=${attribute.value}: ${describe(element)}`);
      if (attributeName === 'style' && /javascript:|expression\(/i.test(attribute.value))
        found.push(`style: ${describe(element)}`);
    }
  };
  const checkTree = (node: Node) => {
    if (!(node instanceof Element)) return;
    check(node);
    node.querySelectorAll('*').forEach(check);
  };
  // A full pass over the document as it is now, besides the watch from the first byte.
  exposed.__scanForInjections = () => document.querySelectorAll('*').forEach(check);
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'childList') record.addedNodes.forEach(checkTree);
      else if (record.target instanceof Element) check(record.target);
    }
  }).observe(document, { childList: true, subtree: true, attributes: true });
}

async function newPage(): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 1280, height: 800 },
    bypassCSP: true,
  });
  contexts.push(context);
  await context.addInitScript(() => window.localStorage.setItem('sub_popup_seen', 'true'));
  await context.addInitScript(watchForInjections);
  const page = await context.newPage();
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()} "${dialog.message()}" on ${page.url()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('pageerror', (error) => pageErrors.push(`pageerror on ${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(`console error on ${page.url()}: ${message.text()}`);
  });
  return page;
}

async function findings(page: Page): Promise<Findings> {
  return page.evaluate(() => {
    const state = window as unknown as { __xss?: unknown; __injections?: string[]; __scanForInjections?: () => void };
    if (!state.__injections || !state.__scanForInjections)
      return { xss: state.__xss, injections: ['the watcher did not run'] };
    state.__scanForInjections();
    return { xss: state.__xss, injections: [...new Set(state.__injections)] };
  });
}

/** Nothing ran and nothing was injected on this page, nor any dialog on any page so far. */
async function expectNothingInjected(page: Page, where: string): Promise<void> {
  const seen = await findings(page);
  expect(seen.xss, `window.__xss on ${where}`).toBeUndefined();
  expect(seen.injections, `injected on ${where}`).toEqual([]);
  expect(dialogs, 'dialogs').toEqual([]);
}

async function texts(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));
}

async function titleText(page: Page): Promise<string> {
  // document.title collapses whitespace; the element's text is what the app wrote.
  return page.evaluate(() => document.querySelector('title')?.textContent ?? '');
}

/** Runs `visit` for every item with WORKERS pages at once. */
async function visitAll<T>(items: readonly T[], visit: (page: Page, item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(WORKERS, items.length) }, async () => {
      const page = await newPage();
      while (next < items.length) {
        const item = items[next++] as T;
        await visit(page, item);
      }
      await page.context().close();
    }),
  );
}

/** No uncaught error or console error on any page so far; the server's log helps explain one. */
function expectNoErrors(): void {
  expect(pageErrors, `page errors (server log: ${server.log() || 'empty'})`).toEqual([]);
}

function byLabel(label: string): XssPayload {
  const payload = XSS_PAYLOADS.find((candidate) => candidate.label === label);
  if (!payload) throw new Error(`No payload labelled ${label}`);
  return payload;
}

// ---------------------------------------------------------------------------------------------

describe('XSS corpus', () => {
  it('has at least 50 payloads, all different even ignoring case', () => {
    expect(
      new Set(XSS_PAYLOADS.map((payload) => nameKey(payload.text))).size,
      'payloads must differ even ignoring case',
    ).toBe(XSS_PAYLOADS.length);
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
  });

  it('the watcher sees an injection, even one removed at once (so a pass means something)', async () => {
    const page = await newPage();
    await page.goto('/truth-or-dare-wheel');
    await page.locator('main h1').waitFor();
    await expectNothingInjected(page, 'a clean page');
    // What a rendering mistake would do: markup from a payload parsed as HTML.
    await page.evaluate(() => {
      const root = document.getElementById('root')!;
      root.insertAdjacentHTML(
        'beforeend',
        '<img src=x onerror="window.__xss=1;alert(1)"><a href=" java\tscript:void 0">x</a>',
      );
      const flash = document.createElement('iframe');
      root.append(flash);
      flash.remove();
    });
    await expect.poll(async () => (await findings(page)).xss).toBe(1);
    await expect.poll(() => dialogs.length).toBe(1);
    const { injections } = await findings(page);
    expect(injections).toEqual([
      expect.stringMatching(/^onerror attribute: <img/),
      expect.stringMatching(/^href= java\tscript:void 0: <a/),
      expect.stringMatching(/^iframe: <iframe/),
    ]);
    // The injected image's failed load was logged too.
    dialogs.length = 0;
    pageErrors.length = 0;
    await page.context().close();
  });

  it(
    `${USERNAME_PAYLOADS.length} usernames and ${CHAT_PAYLOADS.length} chat messages stay text in an online room`,
    async () => {
      const room = await createRoom(`XSS chat ${Date.now()}`);
      // The first API player joins before the browser, so the turn heading names a payload too.
      const [first, ...others] = USERNAME_PAYLOADS;
      const firstPlayer = await joinRoom(room._id, first!.text);
      expect(firstPlayer.room.username, first!.label).toEqual([storedName(first!.text)]);
      const players: ApiPlayer[] = [firstPlayer];

      const page = await newPage();
      await page.goto(`/rooms/${room._id}/game`);
      await page.waitForURL((url) => url.pathname === `/online/${room._id}`);
      await expect.poll(() => texts(page, '.rooms-chip')).toEqual([storedName(first!.text)]);
      await page.getByRole('textbox', { name: 'Your name' }).fill('Watcher');
      await page.getByRole('button', { name: 'Join Room' }).click();
      await page.waitForURL((url) => url.pathname === `/rooms/${room._id}/game`);
      await expect.poll(() => texts(page, '.room-you')).toEqual(['You are Watcher']);

      for (const payload of others) {
        const player = await joinRoom(room._id, payload.text);
        expect(player.room.username.at(-1), payload.label).toBe(storedName(payload.text));
        players.push(player);
      }
      const seated = [storedName(first!.text), 'Watcher', ...others.map((payload) => storedName(payload.text))];
      await expect.poll(() => texts(page, '.room-player__name'), { timeout: 15_000 }).toEqual(seated);
      expect(await texts(page, '.room-turn')).toEqual([`${storedName(first!.text)}'s turn`]);

      // API players send the corpus in turn, at most CHAT_LIMIT messages each; the browser types a few.
      const typed = TYPED_LABELS.map(byLabel);
      const sentByApi = CHAT_PAYLOADS.filter((payload) => !typed.includes(payload));
      expect(sentByApi.length).toBeLessThanOrEqual(players.length * CHAT_LIMIT);
      const expectedLines: string[] = [];
      for (const [index, payload] of sentByApi.entries()) {
        const player = players[index % players.length]!;
        expect(await chat(player, payload.text), payload.label).toBe(storedText(payload.text));
        expectedLines.push(`${storedName(player.username)}: ${storedText(payload.text)}`);
      }
      const input = page.getByRole('textbox', { name: 'Message' });
      for (const payload of typed) {
        await input.fill(payload.text);
        await input.press('Enter');
        await expect.poll(() => input.inputValue()).toBe('');
        expectedLines.push(`Watcher: ${storedText(payload.text)}`);
      }

      const chatLines = () =>
        page
          .locator('.room-chat__messages > li')
          .evaluateAll((items) =>
            items.map(
              (item) =>
                `${item.querySelector('.room-message__name')?.textContent}: ${item.querySelector('.room-message__text')?.textContent}`,
            ),
          );
      await expect.poll(chatLines, { timeout: 20_000 }).toEqual(expectedLines);
      await expectNothingInjected(page, 'the game page with the whole corpus in chat');

      // After a reload the chat comes from the room's history instead of the live stream.
      await page.reload();
      await expect.poll(() => texts(page, '.room-you'), { timeout: 15_000 }).toEqual(['You are Watcher']);
      await expect.poll(chatLines, { timeout: 15_000 }).toEqual(expectedLines);
      // Watcher sat down again, so now comes last.
      await expect
        .poll(() => texts(page, '.room-player__name'))
        .toEqual([...seated.filter((name) => name !== 'Watcher'), 'Watcher']);
      await expectNothingInjected(page, 'the reloaded game page');

      // Players leaving are announced by name in a toast.
      const leaving = players.slice(1, 4);
      for (const player of leaving)
        await api('POST', `/api/${room._id}/leave`, { username: player.username }, 204, player.token);
      for (const player of leaving) {
        await expect
          .poll(() => texts(page, '[data-sonner-toast]'), { timeout: 10_000 })
          .toContainEqual(expect.stringContaining(storedName(player.username)));
      }
      await expectNothingInjected(page, 'the game page after players left');
      expectNoErrors();
      await page.context().close();
    },
    TEST_TIMEOUT,
  );

  it(
    `${ROOM_NAME_PAYLOADS.length} room names stay text on /rooms, the join screen and the game page`,
    async () => {
      const rooms: { payload: XssPayload; room: ApiRoom }[] = [];
      for (const payload of ROOM_NAME_PAYLOADS) {
        const room = await createRoom(payload.text);
        expect(room.roomName, payload.label).toBe(storedName(payload.text));
        rooms.push({ payload, room });
      }

      const list = await newPage();
      await list.goto('/rooms');
      await expect
        .poll(() => texts(list, '.room-list__name'), { timeout: 15_000 })
        .toEqual(expect.arrayContaining(rooms.map(({ room }) => room.roomName)));
      await expectNothingInjected(list, '/rooms');
      await list.context().close();

      // The game link without a seat leads to the name screen; joining there opens the game.
      await visitAll(rooms, async (page, { payload, room }) => {
        const where = `room "${payload.label}"`;
        await page.goto(`/rooms/${room._id}/game`);
        await page.waitForURL((url) => url.pathname === `/online/${room._id}`);
        await expect.poll(() => texts(page, '.rooms-join__room'), { message: where }).toEqual([room.roomName]);
        await expectNothingInjected(page, `the join screen of ${where}`);
        await page.getByRole('textbox', { name: 'Your name' }).fill('Viewer');
        await page.getByRole('button', { name: 'Join Room' }).click();
        await page.waitForURL((url) => url.pathname === `/rooms/${room._id}/game`);
        await expect.poll(() => texts(page, '.room-bar__title'), { message: where }).toEqual([room.roomName]);
        await expect
          .poll(() => titleText(page), { message: where })
          .toBe(`${room.roomName} · Online Room · Truth or Dare`);
        await expectNothingInjected(page, `the game page of ${where}`);
      });
      expectNoErrors();
    },
    TEST_TIMEOUT,
  );

  it(
    `${HEADING_PAYLOADS.length} blog headings stay text and bodies stay inert on /blogs, home and /blog/{slug}`,
    async () => {
      const posts: { payload: XssPayload; slug: string; title: string }[] = [];
      for (const [index, payload] of HEADING_PAYLOADS.entries()) {
        const { post } = await api<{ post: { slug: string; title: string; content: string } }>(
          'POST',
          '/api/blogs',
          {
            heading: payload.text,
            blog: `<p>Post ${index} of the XSS corpus.</p>\n${payload.text}\n<p>${payload.text}</p>`,
            img: BLOG_IMAGE,
          },
          201,
          ADMIN_TOKEN,
        );
        expect(post.title, payload.label).toBe(storedHeading(payload.text));
        posts.push({ payload, slug: post.slug, title: post.title });
      }

      const list = await newPage();
      await list.goto('/blogs');
      // Newest first: the same date for all, so the last one posted comes first.
      const titles = [...posts].reverse().map((post) => post.title);
      const cardTitles = () => texts(list, '.blog-grid .blog-card h2');
      await expect.poll(cardTitles).toEqual(expect.arrayContaining(titles));
      expect((await cardTitles()).slice(0, titles.length)).toEqual(titles);
      await expectNothingInjected(list, '/blogs');

      // Home shows the first four posts by id (seeded ones), but its data block carries every title.
      await list.goto('/');
      await expect.poll(() => texts(list, '.home-blog article h3')).toHaveLength(4);
      const homeData = await list.evaluate(() => document.getElementById('initial-data')?.textContent ?? '{}');
      const listing = (JSON.parse(homeData) as { blogPosts: { posts: { title: string }[] } }).blogPosts;
      expect(listing.posts.map((post) => post.title)).toEqual(expect.arrayContaining(titles));
      await expectNothingInjected(list, 'the home page');
      await list.context().close();

      await visitAll(posts, async (page, { payload, slug, title }) => {
        const where = `post "${payload.label}" (/blog/${slug})`;
        await page.goto(`/blog/${slug}`);
        await expect.poll(() => texts(page, 'article h1'), { message: where }).toEqual([title]);
        expect(await titleText(page), where).toBe(`${title} · Truth or Dare`);
        expect(await page.locator('meta[property="og:title"]').getAttribute('content'), where).toBe(title);
        const data = await page.evaluate(() => ({
          linkedData: Array.from(
            document.querySelectorAll('script[type="application/ld+json"]'),
            (element) => element.textContent ?? '',
          ),
          initialData: document.getElementById('initial-data')?.textContent ?? null,
        }));
        expect(data.linkedData, where).toHaveLength(1);
        expect((JSON.parse(data.linkedData[0]!) as { headline: string }).headline, where).toBe(title);
        expect(data.initialData, where).not.toBeNull();
        expect(
          (JSON.parse(data.initialData!) as { blogPost: { post: { title: string } } }).blogPost.post.title,
          where,
        ).toBe(title);
        expect(await page.locator('.blog-prose').textContent(), where).toContain(`Post `);
        await expectNothingInjected(page, where);
      });
      expectNoErrors();
    },
    TEST_TIMEOUT,
  );
});
