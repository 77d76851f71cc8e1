import type { BlogPost } from '@truth-or-dare/room-protocol';
import { blogPostPath, SITE_PATHS } from '@truth-or-dare/room-protocol/site-content';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageMeta } from '../../components/page-meta';
import { absoluteUrl, useSiteOrigin } from '../../components/use-site-origin';
import { SITE_NAME } from '../../config/site';
import { usePageLocale } from '../../i18n/page-locale';
import { formatPostDate } from './format-post-date';
import { postLanguageAttributes } from './post-language-attributes';
import { postPageVersions } from './post-page-versions';
import { PostTranslationLinks } from './post-translation-links';
import { useBlogPost } from './use-blog-posts';
import './blog.css';

/**
 * /blog/{slug}: one post, with links to its versions in other languages. Server-rendered; the
 * content is HTML the server has already sanitized. A post opened under another language's prefix
 * shows in that page's language around it, its canonical address staying its own language's.
 */
export function BlogPostPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const post = useBlogPost(slug);
  const { t } = useLingui();

  if (post.status === 'loading') {
    return (
      <div className="blog-page blog-page--narrow">
        <PageMeta title={t`Blog`} description={t`A Truth or Dare blog post.`} />
        <p className="blog-status" role="status">
          <Trans>Loading post...</Trans>
        </p>
      </div>
    );
  }
  if (post.status === 'failed') {
    return (
      <div className="blog-page blog-page--narrow blog-missing">
        <PageMeta title={t`Blog`} description={t`A Truth or Dare blog post.`} noIndex />
        <h1 className="blog-missing__title">
          <Trans>Something went wrong</Trans>
        </h1>
        <p role="alert">
          <Trans>This post could not be loaded. Please try again later.</Trans>
        </p>
        <BackToBlog />
      </div>
    );
  }
  if (post.value === null) {
    return (
      <div className="blog-page blog-page--narrow blog-missing">
        <PageMeta title={t`Blog not found`} description={t`This blog post does not exist or was removed.`} noIndex />
        <h1 className="blog-missing__title">
          <Trans>Blog not found.</Trans>
        </h1>
        <p>
          <Trans>The post you are looking for does not exist or was removed.</Trans>
        </p>
        <BackToBlog />
      </div>
    );
  }
  return <BlogPostView post={post.value} />;
}

function BlogPostView({ post }: { post: BlogPost }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const origin = useSiteOrigin();
  const inPostLanguage = postLanguageAttributes(post.language, usePageLocale());

  // Links inside the post to this site's own pages move within the app instead of reloading it.
  function followInternalLink(event: MouseEvent<HTMLDivElement>) {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !href.startsWith('/') || href.startsWith('//') || anchor.target) return;
    event.preventDefault();
    navigate(href);
  }

  return (
    <div className="blog-page blog-page--narrow">
      <PageMeta
        title={post.title}
        description={post.summary}
        image={post.image}
        type="article"
        versions={postPageVersions(post)}
      />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLd(blogPostingData(post, origin, i18n._(SITE_NAME))) }}
      />
      <p className="blog-back blog-back--top">
        <Link to={SITE_PATHS.blogs}>
          <span className="flip-in-rtl" aria-hidden="true">
            ←
          </span>{' '}
          <Trans>All posts</Trans>
        </Link>
      </p>
      <article className="blog-post">
        <header className="blog-post__header">
          <img
            className="blog-post__image"
            src={post.image}
            alt=""
            width={1200}
            height={630}
            fetchPriority="high"
            decoding="async"
          />
          <h1 className="blog-post__title" {...inPostLanguage}>
            {post.title}
          </h1>
          <p className="blog-post__date">
            <time dateTime={post.date}>{formatPostDate(post.date, i18n.locale)}</time>
          </p>
          <PostTranslationLinks translations={post.translations} />
        </header>
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- only catches clicks bubbling from the post's links, which Enter activates too. */}
        <div
          className="blog-prose"
          {...inPostLanguage}
          onClick={followInternalLink}
          dangerouslySetInnerHTML={{ __html: post.content }}
        />
      </article>
      <BackToBlog />
    </div>
  );
}

function BackToBlog() {
  return (
    <p className="blog-back">
      <Link to={SITE_PATHS.blogs} className="button-link button-link--secondary">
        <span className="blog-arrow blog-arrow--before flip-in-rtl" aria-hidden="true">
          ←
        </span>
        <Trans>Back to the blog</Trans>
      </Link>
    </p>
  );
}

/** schema.org data for search engines: the post as a BlogPosting published by the site. */
export function blogPostingData(post: BlogPost, origin: string, siteName: string) {
  const site = { '@type': 'Organization', name: siteName, url: absoluteUrl(origin, '/') };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    image: absoluteUrl(origin, post.image),
    datePublished: post.date,
    inLanguage: post.language,
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(origin, blogPostPath(post)) },
    author: site,
    publisher: site,
  };
}

/** JSON for a data block in the page; `<` is escaped so no text can close the element. */
function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
