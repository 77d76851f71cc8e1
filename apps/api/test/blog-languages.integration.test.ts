import { BLOG_TRANSLATION_MESSAGES, LANGUAGE_MESSAGE } from '@truth-or-dare/room-protocol';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogLanguages1764460800000 } from '../src/database/migrations/1764460800000-blog-languages';
import { SeedBlogTranslations1764547200000 } from '../src/database/migrations/1764547200000-seed-blog-translations';
import { roomsClient } from './rooms-client';
import { TEST_DATABASES, startTestServer, type TestServer } from './test-server';

const ADMIN_TOKEN = 'integration-admin-token-0123456789';
/** English originals this suite publishes (the built-in posts already have every version). */
const CLASSIC = { id: 0, slug: 'classic-night-questions' };
const TEENS = { id: 0, slug: 'teens-night-questions' };
const INVALID_LANGUAGE = { error: LANGUAGE_MESSAGE, code: 'INVALID_LANGUAGE' };
const ORIGINAL_NOT_FOUND = { error: BLOG_TRANSLATION_MESSAGES.originalNotFound, code: 'BLOG_ORIGINAL_NOT_FOUND' };
const VERSION_EXISTS = { error: BLOG_TRANSLATION_MESSAGES.versionExists, code: 'BLOG_TRANSLATION_EXISTS' };

const post = (heading: string, fields: Record<string, unknown> = {}) => ({
  heading,
  blog: `<p>${heading}</p>`,
  img: '/images/blog/classic-truth-or-dare-80-questions.svg',
  ...fields,
});

// Posts in the site's languages (docs/api.md#blog): listing by language, translations and their rules.
describe.each(TEST_DATABASES)('blog posts in languages, on %s', (database) => {
  let server: TestServer;
  let api: ReturnType<typeof roomsClient>;
  const publish = (body: unknown) => api.call('POST', '/api/blogs', body, ADMIN_TOKEN);
  const slugsIn = async (query: string) =>
    (await api.call('GET', `/api/blogs${query}`)).body.map((summary: { slug: string }) => summary.slug);

  beforeAll(async () => {
    server = await startTestServer(database, { ADMIN_TOKEN, PUBLIC_URL: 'https://play.example' });
    api = roomsClient(server.baseUrl);
    for (const original of [CLASSIC, TEENS]) {
      const created = await publish(post(original.slug.replace(/-/g, ' ')));
      if (created.body.post?.slug !== original.slug) throw new Error(`could not publish ${original.slug}`);
      original.id = created.body.post.id;
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists English without a language, and the built-in posts in Spanish', async () => {
    const english = await slugsIn('');
    expect(english).toHaveLength(7);
    expect(await slugsIn('?language=en')).toEqual(english);
    const spanish = await api.call('GET', '/api/blogs?language=es');
    expect(spanish.status).toBe(200);
    expect(spanish.body.map((summary: { translationOf: number }) => summary.translationOf)).toEqual([5, 4, 3, 2, 1]);
  });

  it('refuses a language the site does not speak with INVALID_LANGUAGE', async () => {
    for (const query of ['?language=xx', '?language=', '?language=pt-br', '?language=EN', '?language=es&language=fr']) {
      const answer = await api.call('GET', `/api/blogs${query}`);
      expect([answer.status, answer.body], query).toEqual([400, INVALID_LANGUAGE]);
    }
    const posted = await publish(post('Somewhere else', { language: 'xx' }));
    expect([posted.status, posted.body]).toEqual([400, INVALID_LANGUAGE]);
  });

  it('publishes a translation: listed in its language only, each version naming the other', async () => {
    const created = await publish(post('80 preguntas clásicas', { language: 'es', translationOf: CLASSIC.id }));
    expect(created.status).toBe(201);
    expect(created.body.post).toMatchObject({
      slug: '80-preguntas-clasicas',
      language: 'es',
      translationOf: CLASSIC.id,
      translations: [{ language: 'en', slug: CLASSIC.slug }],
    });
    expect((await slugsIn('?language=es'))[0]).toBe('80-preguntas-clasicas');
    expect(await slugsIn('')).not.toContain('80-preguntas-clasicas');
    const [summary] = (await api.call('GET', '/api/blogs?language=es')).body;
    expect([summary.language, summary.translationOf]).toEqual(['es', CLASSIC.id]);

    const english = await api.call('GET', `/api/blogs/${CLASSIC.slug}`);
    expect(english.body.translations).toEqual([{ language: 'es', slug: '80-preguntas-clasicas' }]);
    const spanish = await api.call('GET', '/api/blogs/80-preguntas-clasicas');
    expect(spanish.body).toMatchObject({
      language: 'es',
      translationOf: CLASSIC.id,
      translations: [{ language: 'en', slug: CLASSIC.slug }],
    });
  });

  it('points a translation of a translation at the same original', async () => {
    const spanish = (await api.call('GET', '/api/blogs/80-preguntas-clasicas')).body;
    const french = await publish(post('80 questions classiques', { language: 'fr', translationOf: spanish.id }));
    expect(french.status).toBe(201);
    expect(french.body.post.translationOf).toBe(CLASSIC.id);
    // In the site's order of languages.
    expect(french.body.post.translations).toEqual([
      { language: 'en', slug: CLASSIC.slug },
      { language: 'es', slug: '80-preguntas-clasicas' },
    ]);
    expect((await api.call('GET', `/api/blogs/${CLASSIC.slug}`)).body.translations).toEqual([
      { language: 'es', slug: '80-preguntas-clasicas' },
      { language: 'fr', slug: '80-questions-classiques' },
    ]);
  });

  it('names an Arabic translation, whose heading has no Latin letters, after its original', async () => {
    const arabic = await publish(post('٨٠ سؤالاً كلاسيكياً', { language: 'ar', translationOf: CLASSIC.id }));
    expect(arabic.status).toBe(201);
    expect(arabic.body.post.slug).toBe(`${CLASSIC.slug}-ar`);
    expect((await slugsIn('?language=ar'))[0]).toBe(`${CLASSIC.slug}-ar`);
  });

  it('keeps one version per language: 409 BLOG_TRANSLATION_EXISTS, and nothing written', async () => {
    const before = await Promise.all(['en', 'es', 'fr'].map((language) => slugsIn(`?language=${language}`)));
    const spanish = (await api.call('GET', '/api/blogs/80-preguntas-clasicas')).body;
    for (const body of [
      post('Otra vez', { language: 'es', translationOf: CLASSIC.id }),
      // Through the Spanish translation, to the same original.
      post('Otra vez', { language: 'es', translationOf: spanish.id }),
      // The original's own language.
      post('Once more', { translationOf: spanish.id }),
      post('Once more', { language: 'en', translationOf: CLASSIC.id }),
    ]) {
      const answer = await publish(body);
      expect([answer.status, answer.body]).toEqual([409, VERSION_EXISTS]);
    }
    expect(await Promise.all(['en', 'es', 'fr'].map((language) => slugsIn(`?language=${language}`)))).toEqual(before);
  });

  it('refuses a translation of a post that does not exist, or of no post id at all', async () => {
    const missing = await publish(post('Perdido', { language: 'es', translationOf: 999_999 }));
    expect([missing.status, missing.body]).toEqual([409, ORIGINAL_NOT_FOUND]);
    for (const translationOf of ['1', 0, -3, 1.5, 2_147_483_648]) {
      const answer = await publish(post('Perdido', { language: 'es', translationOf }));
      expect([answer.status, answer.body], String(translationOf)).toEqual([
        400,
        { error: BLOG_TRANSLATION_MESSAGES.invalidTranslationOf, code: 'BAD_REQUEST' },
      ]);
    }
  });

  it('lets exactly one of two translations into the same language through at once', async () => {
    const answers = await Promise.all(
      ['Para adolescentes', 'Para adolescentes, otra'].map((heading) =>
        publish(post(heading, { language: 'es', translationOf: TEENS.id })),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual(VERSION_EXISTS);
    expect((await api.call('GET', `/api/blogs/${TEENS.slug}`)).body.translations).toHaveLength(1);
  });

  it('keeps the translations of a deleted original together, the oldest becoming their original', async () => {
    const german = await publish(post('Nur auf Deutsch', { language: 'de' }));
    const italian = await publish(post('Solo in italiano', { language: 'it', translationOf: german.body.post.id }));
    const polish = await publish(post('Tylko po polsku', { language: 'pl', translationOf: german.body.post.id }));
    expect((await api.call('DELETE', `/api/blogs/${german.body.post.id}`, undefined, ADMIN_TOKEN)).status).toBe(200);

    const heir = (await api.call('GET', '/api/blogs/solo-in-italiano')).body;
    expect([heir.id, heir.translationOf, heir.translations]).toEqual([
      italian.body.post.id,
      null,
      [{ language: 'pl', slug: 'tylko-po-polsku' }],
    ]);
    const other = (await api.call('GET', '/api/blogs/tylko-po-polsku')).body;
    expect([other.id, other.translationOf]).toEqual([polish.body.post.id, italian.body.post.id]);
    // The group still takes a German version, once.
    const again = await publish(post('Wieder auf Deutsch', { language: 'de', translationOf: polish.body.post.id }));
    expect([again.status, again.body.post.translationOf]).toEqual([201, italian.body.post.id]);
  });

  it("lists every post in the sitemap at its language's address, with its versions", async () => {
    const xml = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
    const entry = xml.split('\n').find((line) => line.includes('/es/blog/80-preguntas-clasicas</loc>')) ?? '';
    for (const [hreflang, path] of [
      ['en', `/blog/${CLASSIC.slug}`],
      ['es', '/es/blog/80-preguntas-clasicas'],
      ['fr', '/fr/blog/80-questions-classiques'],
      ['ar', `/ar/blog/${CLASSIC.slug}-ar`],
      ['x-default', `/blog/${CLASSIC.slug}`],
    ])
      expect(entry).toContain(
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="https://play.example${path}"/>`,
      );
  });
});

describe.each(TEST_DATABASES)('the migration to posts in languages, on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database, { ADMIN_TOKEN });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('makes every post written before an English original', async () => {
    const dataSource = server.app.get(DataSource);
    const run = async (sql: string, parameters: unknown[] = []) => {
      const placeholders = database === 'postgres' ? sql : sql.replace(/\$\d+/g, '?');
      return (await dataSource.query(placeholders, parameters)) as Record<string, unknown>[];
    };
    const migrate = async (
      migration: { up(runner: unknown): Promise<void>; down(runner: unknown): Promise<void> },
      step: 'up' | 'down',
    ) => {
      const queryRunner = dataSource.createQueryRunner();
      try {
        await migration[step](queryRunner);
      } finally {
        await queryRunner.release();
      }
    };
    const languages = new BlogLanguages1764460800000();
    const translations = new SeedBlogTranslations1764547200000();
    await migrate(translations, 'down');
    await migrate(languages, 'down');
    // A post as the admin wrote it before posts had a language.
    await run(
      `INSERT INTO blog_posts (slug, title, summary, image, link, date, content, created_at)
       VALUES ('written-before', 'Written before', 'Old.', '/i.svg', NULL, '2026-11-01', '<p>Old.</p>', 0)`,
    );
    await migrate(languages, 'up');

    const rows = await run('SELECT id, language, translation_of FROM blog_posts ORDER BY id');
    expect(rows).toHaveLength(6);
    expect(rows.map((row) => [row.language, row.translation_of])).toEqual(rows.map(() => ['en', null]));
    // The built-in posts' versions come back, each pointing at its original.
    await migrate(translations, 'up');
    const versions = await run('SELECT language, translation_of FROM blog_posts WHERE translation_of IS NOT NULL');
    expect(versions).toHaveLength(35);
    expect(new Set(versions.map((row) => Number(row.translation_of)))).toEqual(new Set([1, 2, 3, 4, 5]));
    const api = roomsClient(server.baseUrl);
    expect((await api.call('GET', '/api/blogs')).body[0]).toMatchObject({
      slug: 'written-before',
      language: 'en',
      translationOf: null,
    });
    const translated = await api.call(
      'POST',
      '/api/blogs',
      post('Escrito antes', { language: 'es', translationOf: rows[5]?.id }),
      ADMIN_TOKEN,
    );
    expect(translated.status).toBe(201);
  });
});
