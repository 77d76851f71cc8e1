import { render, screen, waitFor, within } from '../../testing/render';
import userEvent from '@testing-library/user-event';
import type { BlogPostSummary } from '@truth-or-dare/room-protocol';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { routes } from '../../app/routes';
import { headMeta } from '../../testing/render-app';
import { findToast } from '../../testing/toasts';
import { clientI18n } from '../../i18n/client-i18n';

afterEach(() => {
  // The toast library keeps its toasts in module state: start every test without any.
  toast.dismiss();
  vi.unstubAllGlobals();
});

const TOKEN = 'secret-admin-token';

const POSTS: BlogPostSummary[] = [
  {
    id: 2,
    slug: 'second-post',
    title: 'Second post',
    summary: 'Two.',
    image: '/images/blog/two.svg',
    date: '2026-04-21',
    language: 'en',
    translationOf: null,
  },
  {
    id: 1,
    slug: 'first-post',
    title: 'First post',
    summary: 'One.',
    image: '/images/blog/one.svg',
    date: '2026-03-10',
    language: 'en',
    translationOf: null,
  },
  {
    id: 3,
    slug: 'primer-articulo',
    title: 'Primer artículo',
    summary: 'Uno.',
    image: '/images/blog/one.svg',
    date: '2026-03-12',
    language: 'es',
    translationOf: 1,
  },
];

interface Call {
  method: string;
  path: string;
  /** The language a list call asks for. */
  language?: string | null;
  body: unknown;
  authorization: string | undefined;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fake blog API behind fetch: each language's list, and answers for POST/DELETE set per test. */
function fakeApi() {
  const calls: Call[] = [];
  let posts = [...POSTS];
  const answers: Record<string, (call: Call) => Response | Promise<Response>> = {
    'GET /api/blogs': (call) =>
      json(
        200,
        posts.filter((post) => post.language === (call.language ?? 'en')),
      ),
    'POST /api/blogs': (call) => {
      const {
        heading,
        language = 'en',
        translationOf = null,
      } = call.body as Partial<BlogPostSummary> & {
        heading: string;
      };
      const post = {
        id: 4,
        slug: 'new-post',
        title: heading,
        summary: 'New.',
        image: '/x.svg',
        date: '2026-10-01',
        language,
        translationOf,
      };
      posts = [post, ...posts];
      return json(201, { post: { ...post, content: '<p>New</p>', translations: [], link: null } });
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      const url = new URL(String(input), 'http://localhost');
      const call: Call = {
        method: (init.method ?? 'GET').toUpperCase(),
        path: url.pathname,
        ...(url.search === '' ? {} : { language: url.searchParams.get('language') }),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        authorization: headers.Authorization,
      };
      calls.push(call);
      const answer =
        answers[`${call.method} ${call.path}`] ??
        (call.method === 'DELETE' ? () => json(200, { deleted: Number(call.path.split('/').pop()) }) : undefined);
      return answer ? answer(call) : json(404, { error: 'Not found' });
    }),
  );
  return {
    calls,
    on(key: string, answer: (call: Call) => Response | Promise<Response>) {
      answers[key] = answer;
    },
    writes: () => calls.filter((call) => call.method !== 'GET'),
    /** How many times the whole list was read: each time asks once per language, English among them. */
    listLoads: () =>
      calls.filter((call) => call.method === 'GET' && call.path === '/api/blogs' && call.language === 'en').length,
  };
}

async function openAdmin({ signedIn }: { signedIn: boolean }) {
  if (signedIn) window.sessionStorage.setItem('admin_token', TOKEN);
  const api = fakeApi();
  const router = createMemoryRouter(routes, { initialEntries: ['/admin'] });
  const user = userEvent.setup();
  render(
    <AppProviders i18n={clientI18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Blog Admin' });
  return { api, user, router };
}

function postForm() {
  const form = screen.getByRole('form', { name: 'New post' });
  return {
    form,
    heading: within(form).getByLabelText('Heading') as HTMLInputElement,
    language: within(form).getByLabelText('Language') as HTMLSelectElement,
    translationOf: within(form).getByLabelText('Translation of (optional)') as HTMLSelectElement,
    blog: within(form).getByLabelText('Blog') as HTMLTextAreaElement,
    img: within(form).getByLabelText('Image') as HTMLInputElement,
    link: within(form).getByLabelText('Link (optional)') as HTMLInputElement,
    submit: within(form).getByRole('button', { name: 'Post Blog' }),
  };
}

function deleteForm() {
  const form = screen.getByRole('form', { name: 'Delete a post' });
  return {
    id: within(form).getByLabelText('Blog ID') as HTMLInputElement,
    submit: within(form).getByRole('button', { name: 'Delete Blog' }),
  };
}

/** Types a post's heading, blog and image into the post form. */
async function fillPost(user: ReturnType<typeof userEvent.setup>, heading: string, blog = 'Body', img = '/a.svg') {
  const form = postForm();
  await user.type(form.heading, heading);
  await user.type(form.blog, blog);
  await user.type(form.img, img);
}

async function expectToast(title: string, detail?: string) {
  const item = await findToast(title);
  expect(item).toBeInTheDocument();
  if (detail !== undefined) expect(item).toHaveTextContent(detail);
}

async function signIn(user: ReturnType<typeof userEvent.setup>, token = TOKEN) {
  await user.type(screen.getByLabelText('Admin token'), token);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('blog admin (/admin)', () => {
  it('asks for the admin token first and keeps it for the session', async () => {
    const { api, user } = await openAdmin({ signedIn: false });
    expect(document.title).toBe('Blog Admin · Truth or Dare');
    expect(headMeta('meta[name="robots"]')).toBe('noindex');
    const input = screen.getByLabelText('Admin token') as HTMLInputElement;
    expect(input.type).toBe('password');
    expect(screen.queryByRole('form', { name: 'New post' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter the admin token.');
    expect(api.calls).toEqual([]);

    await signIn(user);
    expect(window.sessionStorage.getItem('admin_token')).toBe(TOKEN);
    expect(screen.getByRole('form', { name: 'New post' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Delete a post' })).toBeTruthy();
  });

  it('lists the posts of every language with their ids, newest first, and slugs linking to them', async () => {
    const { api } = await openAdmin({ signedIn: true });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2', 'Second post', 'en', 'second-post', '2026-04-21'],
      ['3', 'Primer artículo', 'es', 'primer-articulo', '2026-03-12'],
      ['1', 'First post', 'en', 'first-post', '2026-03-10'],
    ]);
    expect(within(table).getByRole('link', { name: 'first-post' }).getAttribute('href')).toBe('/blog/first-post');
    expect(within(table).getByRole('link', { name: 'primer-articulo' }).getAttribute('href')).toBe(
      '/es/blog/primer-articulo',
    );
    expect(api.calls.map((call) => call.language).sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'it', 'pl', 'pt-BR']);
  });

  it('posts a translation: its language, and an original that has no version in it yet', async () => {
    const { api, user } = await openAdmin({ signedIn: true });
    await screen.findByRole('table');
    const form = postForm();
    const offered = () =>
      within(form.translationOf)
        .getAllByRole('option')
        .map((option) => option.textContent);
    // English originals cannot translate into English.
    expect(form.language.value).toBe('en');
    expect(offered()).toEqual(['None: a post of its own']);

    await user.selectOptions(form.language, 'es');
    // The first post has its Spanish version already.
    expect(offered()).toEqual(['None: a post of its own', '#2 Second post (English)']);
    await user.selectOptions(form.translationOf, '2');
    await fillPost(user, 'Segundo artículo', '<p>Hola</p>', '/images/blog/two.svg');
    await user.click(form.submit);

    await expectToast('Blog posted successfully!');
    expect(api.writes()[0]?.body).toEqual({
      heading: 'Segundo artículo',
      blog: '<p>Hola</p>',
      img: '/images/blog/two.svg',
      language: 'es',
      translationOf: 2,
    });
    expect([form.language.value, form.translationOf.value]).toEqual(['en', '']);
  });

  it('sends no original that no longer fits the language chosen since', async () => {
    const { api, user } = await openAdmin({ signedIn: true });
    await screen.findByRole('table');
    const form = postForm();
    await user.selectOptions(form.language, 'fr');
    await user.selectOptions(form.translationOf, '1');
    await user.selectOptions(form.language, 'en');
    expect(form.translationOf.value).toBe('');
    await fillPost(user, 'Plain');
    await user.click(form.submit);
    await expectToast('Blog posted successfully!');
    expect(api.writes()[0]?.body).not.toHaveProperty('translationOf');
  });

  it("says in the admin's words when the server refuses a translation", async () => {
    const { api, user } = await openAdmin({ signedIn: true });
    await screen.findByRole('table');
    api.on('POST /api/blogs', () => json(409, { error: 'Refused in English.', code: 'BLOG_TRANSLATION_EXISTS' }));
    const form = postForm();
    await user.selectOptions(form.language, 'de');
    await user.selectOptions(form.translationOf, '1');
    await fillPost(user, 'Erster Beitrag');
    await user.click(form.submit);
    await expectToast('Blog not posted. Server error!', 'That post already has a version in this language.');

    api.on('POST /api/blogs', () => json(409, { error: 'Gone in English.', code: 'BLOG_ORIGINAL_NOT_FOUND' }));
    await user.click(form.submit);
    // A second toast with the same title: its detail tells it apart.
    expect(await screen.findByText('The post to translate no longer exists.')).toBeInTheDocument();
  });

  it('refuses a post without heading, blog or image and sends nothing', async () => {
    const { api, user } = await openAdmin({ signedIn: true });
    const form = postForm();
    await user.click(form.submit);
    await expectToast('Please fill all required fields!');

    await user.type(form.heading, 'Title');
    await user.type(form.blog, '<p>Body</p>');
    await user.type(form.img, '   ');
    await user.click(form.submit);
    await waitFor(() =>
      expect(screen.getAllByText('Please fill all required fields!').length).toBeGreaterThanOrEqual(1),
    );
    expect(api.writes()).toEqual([]);
  });

  it('posts with the token, says so, clears the form and refreshes the list', async () => {
    const { api, user } = await openAdmin({ signedIn: true });
    await screen.findByRole('table');
    const form = postForm();
    await user.type(form.heading, '  New post  ');
    await user.type(form.blog, '<p>Hello</p>');
    await user.type(form.img, '/images/blog/new.svg');
    await user.click(form.submit);

    await expectToast('Blog posted successfully!');
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/blogs',
        body: { heading: 'New post', blog: '<p>Hello</p>', img: '/images/blog/new.svg', language: 'en' },
        authorization: `Bearer ${TOKEN}`,
      },
    ]);
    expect([form.heading.value, form.blog.value, form.img.value, form.link.value]).toEqual(['', '', '', '']);
    expect(await screen.findByRole('link', { name: 'new-post' })).toBeTruthy();
    expect(api.listLoads()).toBe(2);
  });

  it('sends the optional link when given', async () => {
    const { api, user } = await openAdmin({ signedIn: true });
    const form = postForm();
    await user.type(form.heading, 'Linked');
    await user.type(form.blog, 'Text');
    await user.type(form.img, 'https://example.org/a.png');
    await user.type(form.link, 'https://example.org/more');
    await user.click(form.submit);
    await expectToast('Blog posted successfully!');
    expect(api.writes()[0]?.body).toEqual({
      heading: 'Linked',
      blog: 'Text',
      img: 'https://example.org/a.png',
      link: 'https://example.org/more',
      language: 'en',
    });
  });

  it('shows Posting... while the request runs and a failure toast with the server text', async () => {
    const { api, user } = await openAdmin({ signedIn: true });
    let answer: (response: Response) => void = () => undefined;
    api.on('POST /api/blogs', () => new Promise<Response>((resolve) => (answer = resolve)));
    const form = postForm();
    await user.type(form.heading, 'Title');
    await user.type(form.blog, 'Body');
    await user.type(form.img, 'not a url');
    await user.click(form.submit);
    expect(within(form.form).getByRole('button', { name: 'Posting...' }).getAttribute('aria-disabled')).toBe('true');

    answer(json(400, { error: 'The image must be an http(s) URL.' }));
    await expectToast('Blog not posted. Server error!', 'The image must be an http(s) URL.');
    expect(form.heading.value).toBe('Title');
    expect(within(form.form).getByRole('button', { name: 'Post Blog' })).toBeTruthy();
  });

  it('shows the failure toast when the server cannot be reached', async () => {
    const { api, user } = await openAdmin({ signedIn: true });
    api.on('POST /api/blogs', () => Promise.reject(new TypeError('Failed to fetch')));
    const form = postForm();
    await user.type(form.heading, 'Title');
    await user.type(form.blog, 'Body');
    await user.type(form.img, '/a.svg');
    await user.click(form.submit);
    await expectToast('Blog not posted. Server error!');
  });

  it('forgets a refused token and asks for it again, keeping the draft', async () => {
    const { api, user } = await openAdmin({ signedIn: true });
    api.on('POST /api/blogs', () => json(401, { error: 'The admin token is not valid.' }));
    let form = postForm();
    await user.type(form.heading, 'Draft title');
    await user.type(form.blog, 'Body');
    await user.type(form.img, '/a.svg');
    await user.click(form.submit);

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The admin token was not accepted. Please enter it again.',
    );
    expect(window.sessionStorage.getItem('admin_token')).toBeNull();
    expect(screen.queryByRole('form', { name: 'New post' })).toBeNull();
    expect(screen.getByLabelText('Admin token')).toHaveFocus();

    await signIn(user, 'the-right-token');
    form = postForm();
    expect(form.heading.value).toBe('Draft title');
    expect(window.sessionStorage.getItem('admin_token')).toBe('the-right-token');
  });

  it('deletes by id, and asks for an id when there is none', async () => {
    const { api, user } = await openAdmin({ signedIn: true });
    const form = deleteForm();
    await user.click(form.submit);
    await expectToast('Please enter a Blog ID to delete');
    expect(api.writes()).toEqual([]);

    await user.type(form.id, ' 2 ');
    await user.click(form.submit);
    await expectToast('Blog deleted successfully!');
    expect(api.writes()).toEqual([
      { method: 'DELETE', path: '/api/blogs/2', body: undefined, authorization: `Bearer ${TOKEN}` },
    ]);
    expect(form.id.value).toBe('');
  });

  it('says when a delete fails', async () => {
    const { api, user } = await openAdmin({ signedIn: true });
    api.on('DELETE /api/blogs/99', () => json(404, { error: 'Blog not found.' }));
    const form = deleteForm();
    await user.type(form.id, '99');
    await user.click(form.submit);
    await expectToast('Failed to delete blog. Server error!', 'Blog not found.');
  });

  it('asks for the token again when a delete is refused', async () => {
    const { api, user } = await openAdmin({ signedIn: true });
    api.on('DELETE /api/blogs/1', () => json(401, { error: 'The admin token is not valid.' }));
    await user.type(deleteForm().id, '1');
    await user.click(deleteForm().submit);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The admin token was not accepted. Please enter it again.',
    );
    expect(window.sessionStorage.getItem('admin_token')).toBeNull();
  });

  it('forgets the token on Sign out', async () => {
    const { user } = await openAdmin({ signedIn: true });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(window.sessionStorage.getItem('admin_token')).toBeNull();
    expect(screen.getByLabelText('Admin token')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });
});
