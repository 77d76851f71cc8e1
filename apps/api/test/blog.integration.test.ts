import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFragment } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomsClient } from './rooms-client';
import { TEST_DATABASES, startTestServer, type TestServer } from './test-server';
import { KNOWN_CODE } from './api-error-body';

const ADMIN_TOKEN = 'integration-admin-token-0123456789';
const SEED_DIR = join(__dirname, '../src/blog/seed-posts');
const SEEDED = [
  { id: 1, slug: 'classic-truth-or-dare-80-questions', questions: 80 },
  { id: 2, slug: 'truth-or-dare-questions-for-teens', questions: 40 },
  { id: 3, slug: 'truth-or-dare-questions-for-couples', questions: 30 },
  { id: 4, slug: 'truth-or-dare-questions-mild-and-spicy', questions: 60 },
  // At least 160: the scenarios count, and the list may run on past them.
  { id: 5, slug: 'truth-or-dare-next-level-scenarios', questions: 160, mostQuestions: Infinity },
];

/** The fields of a listed post; a whole post adds its content and translations. */
const SUMMARY_FIELDS = ['date', 'id', 'image', 'language', 'slug', 'summary', 'title', 'translationOf'];

const liCount = (html: string) => html.split('<li>').length - 1;
/** Questions are the list items before the closing Tips section. */
const questionCount = (html: string) => liCount(html.split(/<h2>Tips/)[0] as string);

/** Every element and attribute of some HTML, as a browser parses it. */
function parsedParts(html: string): { elements: string[]; attributes: string[] } {
  const elements: string[] = [];
  const attributes: string[] = [];
  const visit = (node: { tagName?: string; attrs?: { name: string; value: string }[]; childNodes?: unknown[] }) => {
    if (node.tagName) elements.push(node.tagName);
    for (const attribute of node.attrs ?? []) attributes.push(`${attribute.name}=${attribute.value}`);
    for (const child of node.childNodes ?? []) visit(child as typeof node);
  };
  visit(parseFragment(html) as unknown as Parameters<typeof visit>[0]);
  return { elements, attributes };
}

describe.each(TEST_DATABASES)('blog on %s', (database) => {
  let server: TestServer;
  let api: ReturnType<typeof roomsClient>;
  const validPost = {
    heading: 'Game Night: Crème Brûlée Edition',
    blog: '<h2>Welcome</h2><p>Bring dessert and your <strong>best</strong> dares.</p>',
    img: '/images/blog/game-night.svg',
  };

  beforeAll(async () => {
    server = await startTestServer(database, { ADMIN_TOKEN });
    api = roomsClient(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('seeds the five built-in posts with ids 1 to 5, newest first', async () => {
    const list = await api.call('GET', '/api/blogs');
    expect(list.status).toBe(200);
    expect(list.body.map((post: { id: number; slug: string }) => [post.id, post.slug])).toEqual(
      [...SEEDED].reverse().map((post) => [post.id, post.slug]),
    );
    for (const post of list.body) expect(Object.keys(post).sort()).toEqual(SUMMARY_FIELDS);
    // The seed posts are English originals.
    const seedJson = JSON.parse(readFileSync(join(SEED_DIR, 'posts.json'), 'utf8')) as { id: number }[];
    expect([...list.body].reverse()).toEqual(
      seedJson.map((seed) => ({ ...seed, language: 'en', translationOf: null })),
    );
  });

  it('serves each seed post with all its list items through the sanitizer', async () => {
    for (const seeded of SEEDED) {
      const answer = await api.call('GET', `/api/blogs/${seeded.slug}`);
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body).sort()).toEqual([...SUMMARY_FIELDS, 'content', 'translations'].sort());
      expect(answer.body.id).toBe(seeded.id);
      expect([answer.body.language, answer.body.translationOf]).toEqual(['en', null]);
      // Its versions in the seven other languages (seed-posts/<locale>/).
      expect(
        answer.body.translations.map((version: { language: string }) => version.language).sort(),
        seeded.slug,
      ).toEqual(['ar', 'de', 'es', 'fr', 'it', 'pl', 'pt-BR']);
      const original = readFileSync(join(SEED_DIR, `${seeded.slug}.html`), 'utf8');
      expect(liCount(answer.body.content), seeded.slug).toBe(liCount(original));
      const questions = questionCount(answer.body.content);
      expect(questions, seeded.slug).toBeGreaterThanOrEqual(seeded.questions);
      expect(questions, seeded.slug).toBeLessThanOrEqual(seeded.mostQuestions ?? seeded.questions);
      expect(answer.body.content).toContain('<h2>');
      expect(answer.body.content).toMatch(/<a rel="noopener noreferrer nofollow" href="\/[a-z]/);
    }
  });

  it('lists the built-in posts in each other language, each the translation of its original', async () => {
    for (const language of ['es', 'ar', 'pt-BR']) {
      const seeds = JSON.parse(readFileSync(join(SEED_DIR, language, 'posts.json'), 'utf8')) as {
        translationOf: number;
        slug: string;
        title: string;
      }[];
      const list = await api.call('GET', `/api/blogs?language=${language}`);
      expect(list.status).toBe(200);
      expect(
        [...list.body]
          .reverse()
          .map((post: { translationOf: number; slug: string; title: string; language: string }) => [
            post.translationOf,
            post.slug,
            post.title,
            post.language,
          ]),
      ).toEqual(seeds.map((seed) => [seed.translationOf, seed.slug, seed.title, language]));
      const read = await api.call('GET', `/api/blogs/${seeds[0]?.slug}`);
      expect(liCount(read.body.content)).toBe(
        liCount(readFileSync(join(SEED_DIR, language, `${seeds[0]?.slug}.html`), 'utf8')),
      );
    }
  });

  it('answers an unknown slug with 404', async () => {
    for (const slug of ['no-such-post', 'CLASSIC-TRUTH-OR-DARE-80-QUESTIONS', '%E2%9C%93']) {
      const answer = await api.call('GET', `/api/blogs/${slug}`);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: 'Blog not found.', code: KNOWN_CODE });
    }
  });

  it('refuses to post or delete without the admin token, before looking at the body', async () => {
    for (const token of [undefined, 'wrong-token-of-some-length', `${ADMIN_TOKEN}x`, ADMIN_TOKEN.slice(0, -1)]) {
      for (const body of [validPost, {}, [1, 2]]) {
        const answer = await api.call('POST', '/api/blogs', body, token);
        expect(answer.status).toBe(401);
        expect(typeof answer.body.error).toBe('string');
      }
      expect((await api.call('DELETE', '/api/blogs/1', undefined, token)).status).toBe(401);
      expect((await api.call('DELETE', '/api/blogs/not-a-number', undefined, token)).status).toBe(401);
    }
    const basic = await fetch(`${server.baseUrl}/api/blogs`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`admin:${ADMIN_TOKEN}`).toString('base64')}`,
      },
      body: JSON.stringify(validPost),
    });
    expect(basic.status).toBe(401);
    expect((await api.call('GET', '/api/blogs')).body).toHaveLength(5);
  });

  it('answers 400 "Please fill all required fields!" when heading, blog or img is missing or blank', async () => {
    for (const body of [
      {},
      { ...validPost, heading: '' },
      { ...validPost, blog: '   ' },
      { heading: validPost.heading, blog: validPost.blog },
      { ...validPost, img: null },
      { ...validPost, heading: 7 },
    ]) {
      const answer = await api.call('POST', '/api/blogs', body, ADMIN_TOKEN);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ error: 'Please fill all required fields!', code: KNOWN_CODE });
    }
  });

  it('answers other invalid fields with 400 and a clear message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...validPost, heading: 'h'.repeat(201) }, 'The heading must be at most 200 characters.'],
      [
        { ...validPost, img: 'javascript:alert(1)' },
        'The image must be an http(s) URL or a path on this site starting with "/" (at most 2048 characters).',
      ],
      [
        { ...validPost, img: '//evil.example/x.png' },
        'The image must be an http(s) URL or a path on this site starting with "/" (at most 2048 characters).',
      ],
      [{ ...validPost, link: 'javascript:alert(1)' }, 'The link must be an http(s) URL.'],
      [{ ...validPost, link: '/relative' }, 'The link must be an http(s) URL.'],
      [
        { ...validPost, blog: '<script>alert(1)</script>' },
        'Nothing is left of the blog once unsafe markup is removed.',
      ],
    ];
    for (const [body, error] of cases) {
      const answer = await api.call('POST', '/api/blogs', body, ADMIN_TOKEN);
      expect(answer.status, error).toBe(400);
      expect(answer.body).toEqual({ error, code: KNOWN_CODE });
    }
    // The contract's 100 000-character blog limit sits above the 64 KiB body limit, which answers first.
    const huge = await api.call('POST', '/api/blogs', { ...validPost, blog: 'x'.repeat(100_001) }, ADMIN_TOKEN);
    expect(huge.status).toBe(413);
  });

  it('publishes a post: 201 with the post, listed first and readable by its slug at once', async () => {
    const answer = await api.call(
      'POST',
      '/api/blogs',
      { ...validPost, link: 'https://example.com/recipes' },
      ADMIN_TOKEN,
    );
    expect(answer.status).toBe(201);
    const today = new Date().toISOString().slice(0, 10);
    // After the five built-in posts and their translations.
    const id = answer.body.post.id as number;
    expect(id).toBeGreaterThan(5);
    expect(answer.body).toEqual({
      post: {
        id,
        slug: 'game-night-creme-brulee-edition',
        title: validPost.heading,
        summary: 'Welcome Bring dessert and your best dares.',
        image: validPost.img,
        date: today,
        language: 'en',
        translationOf: null,
        content: validPost.blog,
        translations: [],
        link: 'https://example.com/recipes',
      },
    });
    const list = await api.call('GET', '/api/blogs');
    expect(list.body[0]).toEqual({
      id,
      slug: 'game-night-creme-brulee-edition',
      title: validPost.heading,
      summary: 'Welcome Bring dessert and your best dares.',
      image: validPost.img,
      date: today,
      language: 'en',
      translationOf: null,
    });
    const read = await api.call('GET', '/api/blogs/game-night-creme-brulee-edition');
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      id,
      slug: 'game-night-creme-brulee-edition',
      title: validPost.heading,
      summary: 'Welcome Bring dessert and your best dares.',
      image: validPost.img,
      date: today,
      language: 'en',
      translationOf: null,
      content: validPost.blog,
      translations: [],
    });
  });

  it('makes the slug unique with -2, -3 and summarises long posts', async () => {
    const words = Array.from({ length: 80 }, (_, index) => `dare${index}`).join(' ');
    const second = await api.call('POST', '/api/blogs', { ...validPost, blog: `<p>${words}</p>` }, ADMIN_TOKEN);
    const third = await api.call('POST', '/api/blogs', validPost, ADMIN_TOKEN);
    expect(second.body.post.slug).toBe('game-night-creme-brulee-edition-2');
    expect(third.body.post.slug).toBe('game-night-creme-brulee-edition-3');
    expect(second.body.post.summary.length).toBeLessThanOrEqual(160);
    expect(second.body.post.summary).toMatch(/^dare0 dare1 .* dare\d+…$/);
    const first = await api.call('GET', '/api/blogs/game-night-creme-brulee-edition');
    const list = await api.call('GET', '/api/blogs');
    expect(list.body.slice(0, 3).map((post: { id: number }) => post.id)).toEqual([
      third.body.post.id,
      second.body.post.id,
      first.body.id,
    ]);
  });

  it('stores posted XSS inert', async () => {
    const blog = [
      '<p onclick="alert(1)">Hi <script>alert(1)</script><img src=x onerror=alert(1)>',
      '<a href="jav&#x09;ascript:alert(1)">click</a> <a href="/rooms">rooms</a></p>',
      '<svg onload=alert(1)><circle/></svg><iframe srcdoc="<script>alert(1)</script>"></iframe>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
      '<form action="javascript:alert(1)"><button>go</button></form><p style="color:red">styled</p>',
    ].join('');
    const answer = await api.call(
      'POST',
      '/api/blogs',
      { heading: '<b>XSS</b> test', blog, img: '/images/x.svg' },
      ADMIN_TOKEN,
    );
    expect(answer.status).toBe(201);
    expect(answer.body.post.slug).toBe('b-xss-b-test');
    const read = await api.call('GET', `/api/blogs/${answer.body.post.slug}`);
    const { elements, attributes } = parsedParts(read.body.content);
    expect(
      elements.every((name) => ['p', 'a', 'img'].includes(name)),
      elements.join(),
    ).toBe(true);
    expect(
      attributes.filter((attribute) => /^(on|style|srcdoc|action)/i.test(attribute) || /javascript:/i.test(attribute)),
    ).toEqual([]);
    expect(read.body.content).toBe(
      '<p>Hi <a rel="noopener noreferrer nofollow">click</a> <a rel="noopener noreferrer nofollow" href="/rooms">rooms</a></p><p>styled</p>',
    );
    // The title is plain text, returned as given for the web app to escape.
    expect(read.body.title).toBe('<b>XSS</b> test');
  });

  it('deletes a post by id: 200 with the id, then 404', async () => {
    const created = await api.call('POST', '/api/blogs', { ...validPost, heading: 'Short lived' }, ADMIN_TOKEN);
    const id = created.body.post.id as number;
    const deleted = await api.call('DELETE', `/api/blogs/${id}`, undefined, ADMIN_TOKEN);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deleted: id });
    expect((await api.call('GET', '/api/blogs/short-lived')).status).toBe(404);
    expect((await api.call('GET', '/api/blogs')).body.some((post: { id: number }) => post.id === id)).toBe(false);
    for (const path of [
      `/api/blogs/${id}`,
      '/api/blogs/999999',
      '/api/blogs/abc',
      '/api/blogs/0',
      '/api/blogs/-1',
      '/api/blogs/1.5',
      '/api/blogs/99999999999999999999',
    ]) {
      const answer = await api.call('DELETE', path, undefined, ADMIN_TOKEN);
      expect(answer.status, path).toBe(404);
      expect(answer.body).toEqual({ error: 'Blog not found.', code: KNOWN_CODE });
    }
  });

  it('can delete a seed post too, and the next post gets a fresh id', async () => {
    expect((await api.call('DELETE', '/api/blogs/3', undefined, ADMIN_TOKEN)).body).toEqual({ deleted: 3 });
    expect((await api.call('GET', '/api/blogs/truth-or-dare-questions-for-couples')).status).toBe(404);
    const next = await api.call('POST', '/api/blogs', { ...validPost, heading: 'After the delete' }, ADMIN_TOKEN);
    expect(next.body.post.id).toBeGreaterThan(6);
  });
});
