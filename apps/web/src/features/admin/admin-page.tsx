import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { PageMeta } from '../../components/page-meta';
import { notify } from '../../components/notify';
import { TextField } from '../../components/text-field/text-field';
import type { Locale } from '@truth-or-dare/prompt-banks/languages';
import { AdminPostList } from './admin-post-list';
import { AdminRequestError, adminApi, readStoredToken, storeToken } from './admin-api';
import { PostLanguageFields, translatableOriginals } from './post-language-fields';
import { useAdminPosts, type AdminPosts } from './use-admin-posts';
import '../../components/text-field/text-field.css';
import './admin.css';

export const ADMIN_MESSAGES = {
  fillAllFields: msg`Please fill all required fields!`,
  posted: msg`Blog posted successfully!`,
  notPosted: msg`Blog not posted. Server error!`,
  enterId: msg`Please enter a Blog ID to delete`,
  deleted: msg`Blog deleted successfully!`,
  notDeleted: msg`Failed to delete blog. Server error!`,
  tokenRequired: msg`Please enter the admin token.`,
  tokenRejected: msg`The admin token was not accepted. Please enter it again.`,
  tokenNotAccepted: msg`The admin token was not accepted.`,
  originalGone: msg`The post to translate no longer exists.`,
  versionExists: msg`That post already has a version in this language.`,
} as const;

/** The server's refusals of a translation, in the admin's language (docs/api.md#error-codes). */
const POST_REFUSALS: Readonly<Record<string, MessageDescriptor>> = {
  BLOG_ORIGINAL_NOT_FOUND: ADMIN_MESSAGES.originalGone,
  BLOG_TRANSLATION_EXISTS: ADMIN_MESSAGES.versionExists,
};

interface Draft {
  heading: string;
  blog: string;
  img: string;
  link: string;
  language: Locale;
  /** The id of the original the post translates, '' for none. */
  translationOf: string;
}

type TextFieldName = 'heading' | 'blog' | 'img' | 'link';

const EMPTY_DRAFT: Draft = { heading: '', blog: '', img: '', link: '', language: 'en', translationOf: '' };

/** The original a draft translates, if it still is one a post in the draft's language may translate. */
function chosenOriginal(draft: Draft, posts: AdminPosts): number | undefined {
  if (posts.status !== 'ready' || draft.translationOf === '') return undefined;
  const original = translatableOriginals(posts.posts, draft.language).find(
    (post) => String(post.id) === draft.translationOf,
  );
  return original?.id;
}

/**
 * /admin: the blog's admin page. Asks for the admin token first (kept in sessionStorage for this
 * tab), then offers the post form, the delete-by-id form and the list of posts with their ids.
 * A 401 from the server forgets the token and asks for it again. Rendered only in the browser.
 */
export function AdminPage() {
  // This page is never server-rendered, so reading the tab's storage while rendering is safe.
  const [token, setToken] = useState<string | null>(() => readStoredToken());
  const [notice, setNotice] = useState<MessageDescriptor | null>(null);
  // Whether the token form should take focus when it appears (after a sign-out or a refused token, not on arrival).
  const [focusTokenForm, setFocusTokenForm] = useState(false);
  // The form drafts live here so a refused token does not lose what was typed.
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [deleteId, setDeleteId] = useState('');
  const [listVersion, setListVersion] = useState(0);
  const { t } = useLingui();

  function signIn(value: string) {
    storeToken(value);
    setToken(value);
    setNotice(null);
  }

  function forgetToken(message: MessageDescriptor | null) {
    storeToken(null);
    setToken(null);
    setNotice(message);
    setFocusTokenForm(true);
  }

  return (
    <div className="admin-page">
      <PageMeta title={t`Blog Admin`} description={t`Post and delete Truth or Dare blog posts.`} noIndex />
      <header className="admin-intro">
        <h1 className="admin-intro__title display-title">
          <Trans>Blog Admin</Trans>
        </h1>
        {token ? (
          <button type="button" className="admin-button admin-button--quiet" onClick={() => forgetToken(null)}>
            <Trans>Sign out</Trans>
          </button>
        ) : null}
      </header>

      {token ? (
        <AdminWorkspace
          token={token}
          draft={draft}
          onDraftChange={setDraft}
          deleteId={deleteId}
          onDeleteIdChange={setDeleteId}
          listVersion={listVersion}
          onChanged={() => setListVersion((version) => version + 1)}
          onTokenRejected={() => forgetToken(ADMIN_MESSAGES.tokenRejected)}
        />
      ) : (
        <TokenForm notice={notice} focusOnMount={focusTokenForm} onSubmit={signIn} />
      )}
    </div>
  );
}

function TokenForm({
  notice,
  focusOnMount,
  onSubmit,
}: {
  notice: MessageDescriptor | null;
  focusOnMount: boolean;
  onSubmit: (token: string) => void;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const { t, i18n } = useLingui();
  const message = error ?? notice;

  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const token = value.trim();
    if (token === '') {
      setError(ADMIN_MESSAGES.tokenRequired);
      inputRef.current?.focus();
      return;
    }
    onSubmit(token);
  }

  return (
    <form
      className="admin-card admin-form admin-form--token"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="admin-card__title">
        <Trans>Sign in</Trans>
      </h2>
      <p className="admin-muted">
        <Trans>Enter the admin token to post and delete blog posts. It is kept only until you close this tab.</Trans>
      </p>
      {message ? (
        <p id={`${id}-error`} className="admin-error" role="alert">
          {i18n._(message)}
        </p>
      ) : null}
      <TextField
        ref={inputRef}
        id={`${id}-token`}
        label={t`Admin token`}
        type="password"
        autoComplete="current-password"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
      />
      <button type="submit" className="admin-button">
        <Trans>Continue</Trans>
      </button>
    </form>
  );
}

interface AdminWorkspaceProps {
  token: string;
  draft: Draft;
  onDraftChange: (draft: Draft) => void;
  deleteId: string;
  onDeleteIdChange: (id: string) => void;
  listVersion: number;
  onChanged: () => void;
  onTokenRejected: () => void;
}

function AdminWorkspace({
  token,
  draft,
  onDraftChange,
  deleteId,
  onDeleteIdChange,
  listVersion,
  onChanged,
  onTokenRejected,
}: AdminWorkspaceProps) {
  const id = useId();
  const [posting, setPosting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const posts = useAdminPosts(listVersion);
  const { t, i18n } = useLingui();

  function field(name: TextFieldName) {
    return {
      id: `${id}-${name}`,
      value: draft[name],
      onChange: (event: { target: { value: string } }) => onDraftChange({ ...draft, [name]: event.target.value }),
    };
  }

  async function submitPost(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (posting) return;
    const heading = draft.heading.trim();
    const blog = draft.blog.trim();
    const img = draft.img.trim();
    const link = draft.link.trim();
    if (heading === '' || blog === '' || img === '') {
      notify.error(i18n._(ADMIN_MESSAGES.fillAllFields));
      return;
    }
    const translationOf = chosenOriginal(draft, posts);
    setPosting(true);
    try {
      await adminApi.createPost(token, {
        heading,
        blog,
        img,
        ...(link ? { link } : {}),
        language: draft.language,
        ...(translationOf === undefined ? {} : { translationOf }),
      });
      notify.success(i18n._(ADMIN_MESSAGES.posted));
      onDraftChange(EMPTY_DRAFT);
      onChanged();
    } catch (error) {
      const failure = error instanceof AdminRequestError ? error : new AdminRequestError(0, undefined);
      const refusal = failure.code === undefined ? undefined : POST_REFUSALS[failure.code];
      notify.error(
        i18n._(ADMIN_MESSAGES.notPosted),
        failure.status === 401
          ? i18n._(ADMIN_MESSAGES.tokenNotAccepted)
          : refusal
            ? i18n._(refusal)
            : failure.serverMessage,
      );
      if (failure.status === 401) onTokenRejected();
    } finally {
      setPosting(false);
    }
  }

  async function submitDelete(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (deleting) return;
    const postId = deleteId.trim();
    if (postId === '') {
      notify.error(i18n._(ADMIN_MESSAGES.enterId));
      return;
    }
    setDeleting(true);
    try {
      await adminApi.deletePost(token, postId);
      notify.success(i18n._(ADMIN_MESSAGES.deleted));
      onDeleteIdChange('');
      onChanged();
    } catch (error) {
      const failure = error instanceof AdminRequestError ? error : new AdminRequestError(0, undefined);
      notify.error(
        i18n._(ADMIN_MESSAGES.notDeleted),
        failure.status === 401 ? i18n._(ADMIN_MESSAGES.tokenNotAccepted) : failure.serverMessage,
      );
      if (failure.status === 401) onTokenRejected();
    } finally {
      setDeleting(false);
    }
  }

  return (
    <div className="admin-workspace">
      <form className="admin-card admin-form" onSubmit={submitPost} noValidate aria-labelledby={`${id}-post-title`}>
        <h2 id={`${id}-post-title`} className="admin-card__title">
          <Trans>New post</Trans>
        </h2>
        <TextField label={t`Heading`} type="text" autoComplete="off" maxLength={200} {...field('heading')} />
        <div className="text-field">
          <label className="text-field__label" htmlFor={`${id}-blog`}>
            <Trans context="post body field" comment="Label of the field holding the new post's HTML body">
              Blog
            </Trans>
          </label>
          <textarea
            className="text-field__input admin-field__textarea"
            rows={12}
            aria-describedby={`${id}-blog-hint`}
            {...field('blog')}
          />
          <p id={`${id}-blog-hint`} className="text-field__hint">
            <Trans>
              HTML: paragraphs, headings (h2 to h6), lists, links and images. Scripts and other unsafe markup are
              removed.
            </Trans>
          </p>
        </div>
        <TextField
          label={t`Image`}
          hint={t`A path on this site or an http(s) address; shown at 1200 × 630.`}
          type="text"
          inputMode="url"
          autoComplete="off"
          placeholder={t`/images/blog/my-post.svg or https://…`}
          {...field('img')}
        />
        <TextField
          label={t`Link (optional)`}
          type="url"
          autoComplete="off"
          placeholder="https://…"
          {...field('link')}
        />
        <PostLanguageFields
          idPrefix={id}
          value={draft}
          posts={posts.status === 'ready' ? posts.posts : []}
          onChange={(choice) => onDraftChange({ ...draft, ...choice })}
        />
        <button type="submit" className="admin-button" aria-disabled={posting || undefined}>
          {posting ? <Trans>Posting...</Trans> : <Trans>Post Blog</Trans>}
        </button>
      </form>

      <form className="admin-card admin-form" onSubmit={submitDelete} noValidate aria-labelledby={`${id}-delete-title`}>
        <h2 id={`${id}-delete-title`} className="admin-card__title">
          <Trans>Delete a post</Trans>
        </h2>
        <TextField
          id={`${id}-delete-id`}
          label={t`Blog ID`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={deleteId}
          onChange={(event) => onDeleteIdChange(event.target.value)}
        />
        <button type="submit" className="admin-button admin-button--danger" aria-disabled={deleting || undefined}>
          {deleting ? <Trans>Deleting...</Trans> : <Trans>Delete Blog</Trans>}
        </button>
      </form>

      <AdminPostList posts={posts} />
    </div>
  );
}
