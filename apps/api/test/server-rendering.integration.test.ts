import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SEED_POSTS_DIR } from '../src/blog/seed-posts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from './raw-get';
import { startTestServer, type TestServer } from './test-server';

const WEB_DIST = join(__dirname, '../../web/dist');
const ADMIN_TOKEN = 'test-admin-token-0123456789';

/** The part of a page a person reads: without the data block the browser hydrates from. */
function visibleBody(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'));
  return root.replace(/<script type="application\/json" id="initial-data">[\s\S]*?<\/script>/, '');
}

function head(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

// The real web build, rendered by the real server: what a search engine or a browser without JavaScript gets.
describe('pages rendered on the server', () => {
  let server: TestServer;
  beforeAll(async () => {
    if (!existsSync(join(WEB_DIST, '../dist-server/entry-server.js')))
      throw new Error('The web build is missing: run `npm run build` before the integration tests.');
    server = await startTestServer('sqlite', {
      WEB_DIST_PATH: WEB_DIST,
      ADMIN_TOKEN,
      PUBLIC_URL: 'https://play.example',
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Publishes a post with the admin token; answers the status. */
  const publish = async (post: Record<string, unknown>) =>
    (
      await fetch(`${server.baseUrl}/api/blogs`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_TOKEN}` },
        body: JSON.stringify(post),
      })
    ).status;

  const page = async (path: string) => {
    const response = await fetch(`${server.baseUrl}${path}`);
    return { status: response.status, html: await response.text(), type: response.headers.get('content-type') };
  };

  it('renders a blog post with its title, every list item, canonical, Open Graph and JSON-LD', async () => {
    const { status, html, type } = await page('/blog/classic-truth-or-dare-80-questions');
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/html/);
    expect(head(html)).toMatch(/<title>80 Classic Truth or Dare Questions for Any Party · Truth or Dare<\/title>/);
    expect(head(html)).toContain(
      '<link rel="canonical" href="https://play.example/blog/classic-truth-or-dare-80-questions"/>',
    );
    expect(head(html)).toMatch(/<meta property="og:title" content="80 Classic Truth or Dare Questions for Any Party/);
    expect(head(html)).toMatch(/<meta property="og:type" content="article"/);
    const body = visibleBody(html);
    expect(body).toContain('<h1');
    expect(body).toContain('80 Classic Truth or Dare Questions for Any Party');
    const article = body.slice(body.indexOf('<article'), body.indexOf('</article>'));
    expect((article.match(/<li>/g) ?? []).length).toBeGreaterThanOrEqual(80);
    expect(body).toContain('"@type":"BlogPosting"');
    expect(html).toContain('<script type="application/json" id="initial-data">');
  });

  it('renders the blog list newest first and the home grid with the first four posts by id', async () => {
    const blogs = visibleBody((await page('/blogs')).html);
    const titles = ['80 Classic Truth or Dare Questions', 'Truth or Dare Questions for Teens'].map((start) =>
      blogs.indexOf(start),
    );
    expect(titles.every((index) => index > 0)).toBe(true);
    expect(blogs).toContain('href="/blog/truth-or-dare-next-level-scenarios"');
    const home = visibleBody((await page('/')).html);
    for (const slug of [
      'classic-truth-or-dare-80-questions',
      'truth-or-dare-questions-for-teens',
      'truth-or-dare-questions-for-couples',
      'truth-or-dare-questions-mild-and-spicy',
    ]) {
      expect(home).toContain(`href="/blog/${slug}"`);
    }
    expect(home).not.toContain('href="/blog/truth-or-dare-next-level-scenarios"');
  });

  it('renders the text pages, and answers 404 with a page for unknown paths and posts', async () => {
    expect(visibleBody((await page('/about')).html)).toContain('<h1');
    const missingPost = await page('/blog/no-such-post');
    expect(missingPost.status).toBe(404);
    expect(visibleBody(missingPost.html)).toContain('Blog not found.');
    const missingPage = await page('/no-such-page');
    expect(missingPage.status).toBe(404);
    expect(visibleBody(missingPage.html)).toContain('Page Not Found');
  });

  it('sends rendered pages compressed, and the built scripts from their Brotli copies', async () => {
    const { status, headers, body } = await rawGet(`${server.baseUrl}/blog/classic-truth-or-dare-80-questions`, {
      'accept-encoding': 'gzip',
    });
    expect(status).toBe(200);
    expect(headers['content-encoding']).toBe('gzip');
    const html = gunzipSync(body).toString();
    expect(html).toContain('80 Classic Truth or Dare Questions for Any Party');
    expect(body.length).toBeLessThan(html.length / 2);

    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const compressed = await rawGet(`${server.baseUrl}${script}`, { 'accept-encoding': 'gzip, deflate, br' });
    const plain = await rawGet(`${server.baseUrl}${script}`, {});
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.body).equals(plain.body)).toBe(true);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it("names a lazily loaded page's chunks in the app shell, so they download with the entry", async () => {
    const manifest = JSON.parse(readFileSync(join(WEB_DIST, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; css?: string[] }
    >;
    const chunkOf = (key: string) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the build manifest`);
      return chunk;
    };
    const entry = chunkOf('index.html').file;
    // Stylesheets the entry carries are already in the page (inlined in the app shell).
    const entryCss = new Set(chunkOf('index.html').css ?? []);
    const pages: [string, string][] = [
      ['/offline', 'src/features/offline-game/offline-game-page.tsx'],
      ['/rooms/abc/game', 'src/features/online-rooms/game/room-game-page.tsx'],
      ['/truth-or-dare-generator/', 'src/features/generator/generator-page.tsx'],
    ];
    for (const [path, source] of pages) {
      const { html } = await page(path);
      const pageChunk = chunkOf(source);
      const preloads = head(html).match(/<link rel="modulepreload" crossorigin href="[^"]+">/g) ?? [];
      expect(preloads, path).toContain(`<link rel="modulepreload" crossorigin href="/${pageChunk.file}">`);
      expect(preloads.join(''), path).not.toContain(entry);
      for (const css of (pageChunk.css ?? []).filter((file) => !entryCss.has(file))) {
        expect(head(html), path).toContain(
          `<style>${readFileSync(join(WEB_DIST, css), 'utf8')}</style><link rel="stylesheet" href="/${css}" disabled>`,
        );
      }
      const chunk = await fetch(`${server.baseUrl}/${pageChunk.file}`);
      expect(chunk.status).toBe(200);
    }
  });

  it('renders the first screen of the offline game, the wheel and the room list', async () => {
    const pages: [string, string, string][] = [
      ['/offline', 'Play Offline · Truth or Dare', 'Select a Mode to Kick Off the Fun!'],
      ['/truth-or-dare-wheel', 'Truth or Dare Wheel · Truth or Dare', 'Put your challenges on the wheel'],
      ['/rooms', 'Play Online · Truth or Dare', 'Join or Create a Room'],
    ];
    for (const [path, title, text] of pages) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(head(html), path).toContain(`<title>${title}</title>`);
      expect(visibleBody(html), path).toContain(text);
    }
  });

  it('carries the app stylesheet inside the page, so the first paint needs no second request', async () => {
    const manifest = JSON.parse(readFileSync(join(WEB_DIST, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      { css?: string[] }
    >;
    const entryCss = manifest['index.html']?.css?.[0];
    expect(entryCss).toBeDefined();
    const css = readFileSync(join(WEB_DIST, entryCss ?? ''), 'utf8');
    for (const path of ['/', '/blogs', '/offline', '/rooms/abc/game']) {
      const pageHead = head((await page(path)).html);
      expect(pageHead, path).toContain(`<style>${css}</style>`);
      expect(pageHead, path).not.toContain(`href="/${entryCss}"`);
    }
  });

  it('serves per-visitor pages (a room, the admin) as the app shell', async () => {
    for (const path of ['/rooms/abc/game', '/online/abc', '/create-room', '/admin']) {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(html).toContain('<div id="root"></div>');
    }
  });

  it('renders a post created in the admin the same way, and lists it in the sitemap', async () => {
    const created = await publish({
      heading: 'Game Night Rules',
      blog: '<h2>Rules</h2><ul><li>Be kind</li><li>Pass once</li></ul><script>alert(1)</script>',
      img: '/images/blog/classic-truth-or-dare-80-questions.svg',
    });
    expect(created).toBe(201);
    const { html } = await page('/blog/game-night-rules');
    expect(head(html)).toContain('<title>Game Night Rules · Truth or Dare</title>');
    const body = visibleBody(html);
    expect(body).toContain('<li>Be kind</li>');
    expect(body).not.toContain('<script>alert(1)</script>');
    const sitemap = await fetch(`${server.baseUrl}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    expect(xml).toContain('<loc>https://play.example/blog/game-night-rules</loc>');
    expect(xml).toContain('<loc>https://play.example/blogs</loc>');
    const robots = await (await fetch(`${server.baseUrl}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Sitemap: https://play.example/sitemap.xml');
  });
  it('renders the blog in a language: its own posts, each naming its original and the other versions', async () => {
    const spanish = JSON.parse(readFileSync(join(SEED_POSTS_DIR, 'es', 'posts.json'), 'utf8')) as {
      translationOf: number;
      slug: string;
    }[];
    const teens = spanish.find((post) => post.translationOf === 2)?.slug as string;
    const listed = await page('/es/blogs');
    expect(listed.status).toBe(200);
    const body = visibleBody(listed.html);
    expect(body).not.toContain('Los artículos en español ya vienen en camino.');
    for (const post of spanish) expect(body).toContain(`href="/es/blog/${post.slug}"`);
    expect(body).not.toContain('href="/es/blog/classic-truth-or-dare-80-questions"');

    const english = head((await page('/blog/truth-or-dare-questions-for-teens')).html);
    for (const [hreflang, path] of [
      ['en', '/blog/truth-or-dare-questions-for-teens'],
      ['es', `/es/blog/${teens}`],
      ['x-default', '/blog/truth-or-dare-questions-for-teens'],
    ])
      expect(english).toContain(`<link rel="alternate" hrefLang="${hreflang}" href="https://play.example${path}"/>`);
    expect(english.match(/rel="alternate" hrefLang=/g)).toHaveLength(9);
    const translation = await page(`/es/blog/${teens}`);
    expect(translation.status).toBe(200);
    expect(head(translation.html)).toContain(`<link rel="canonical" href="https://play.example/es/blog/${teens}"/>`);
    expect(visibleBody(translation.html)).toContain('hrefLang="en">Léelo en inglés</a>');
  });

  it('renders a language under its prefix, with lang and dir, its words, and hreflang for every language', async () => {
    const spanish = await page('/es/about');
    expect(spanish.status).toBe(200);
    expect(spanish.html).toContain('<html lang="es" dir="ltr">');
    expect(visibleBody(spanish.html)).toContain('Verdad o reto');
    for (const [hreflang, path] of [
      ['en', '/about'],
      ['es', '/es/about'],
      ['pt-BR', '/pt-br/about'],
      ['ar', '/ar/about'],
      ['x-default', '/about'],
    ])
      expect(head(spanish.html)).toContain(
        `<link rel="alternate" hrefLang="${hreflang}" href="https://play.example${path}"/>`,
      );
    const arabic = await page('/ar/');
    expect(arabic.status).toBe(200);
    expect(head(arabic.html)).toContain('<link rel="canonical" href="https://play.example/ar/"/>');
    expect(head(arabic.html)).toContain('<link rel="manifest" href="/manifest.ar.webmanifest" />');
    const manifest = (await (await fetch(`${server.baseUrl}/manifest.ar.webmanifest`)).json()) as Record<
      string,
      string
    >;
    expect([manifest.name, manifest.lang, manifest.dir, manifest.start_url]).toEqual([
      'صراحة أم جرأة',
      'ar',
      'rtl',
      '/ar/',
    ]);
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(visibleBody(arabic.html)).toContain('صراحة أم جرأة');
    expect((await page('/about')).html).toContain('<html lang="en" dir="ltr">');
    // A per-visitor page is the app shell, in its language too.
    expect((await page('/es/admin')).html).toContain('<html lang="es" dir="ltr">');
  });

  it("sends / to the chosen language, else the browser's, and crawlers to English; no other path redirects", async () => {
    const at = (path: string, headers: Record<string, string>) => rawGet(`${server.baseUrl}${path}`, headers);
    const browser = await at('/', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' });
    expect(browser.status).toBe(302);
    expect(browser.headers.location).toBe('/es/');
    expect(browser.headers.vary).toMatch(/Accept-Language/);
    const chosen = await at('/?ref=share', { 'accept-language': 'es', cookie: 'other=1; tod_lang=ar' });
    expect(chosen.headers.location).toBe('/ar/?ref=share');
    expect((await at('/', { 'accept-language': 'es', cookie: 'tod_lang=en' })).status).toBe(200);
    expect((await at('/', {})).status).toBe(200);
    expect((await at('/about', { 'accept-language': 'es' })).status).toBe(200);
    expect((await at('/es/about', { cookie: 'tod_lang=en' })).status).toBe(200);
  });
});
