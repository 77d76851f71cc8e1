import type { BlogPostSummary } from '@truth-or-dare/room-protocol';
import { SITE_PATHS } from '@truth-or-dare/room-protocol/site-content';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { formatPostDate } from './format-post-date';
import './blog.css';
import { UserText } from '../../components/user-text';
import { usePageLocale } from '../../i18n/page-locale';
import { postLanguageAttributes } from './post-language-attributes';

interface BlogCardProps {
  post: BlogPostSummary;
  /** h2 on the blog list, h3 inside the home page's blog section. */
  headingLevel?: 2 | 3;
  /** The first card above the fold loads its picture at once; the others wait until scrolled near. */
  eager?: boolean;
}

/** One post as a card (blog list and home grid): picture, title, date, summary and Read More. */
export function BlogCard({ post, headingLevel = 2, eager = false }: BlogCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { i18n } = useLingui();
  const inPostLanguage = postLanguageAttributes(post.language, usePageLocale());
  const title = post.title;
  return (
    <article className="blog-card">
      {/* Decorative here: the title right below names the post. Width and height reserve the space. */}
      <img
        className="blog-card__image"
        src={post.image}
        alt=""
        width={1200}
        height={630}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={eager ? 'high' : undefined}
      />
      <div className="blog-card__body">
        <Heading className="blog-card__title" {...inPostLanguage}>
          {post.title}
        </Heading>
        <p className="blog-card__date">
          <time dateTime={post.date}>{formatPostDate(post.date, i18n.locale)}</time>
        </p>
        <p className="blog-card__summary" {...inPostLanguage}>
          {post.summary}
        </p>
        {/* The link covers the whole card (see blog.css); its name carries the title for screen readers. */}
        <Link to={SITE_PATHS.blogPost(post.slug)} className="blog-card__link">
          <Trans>
            Read More
            <span className="blog-visually-hidden">
              : <UserText text={title} />
            </span>
          </Trans>{' '}
          <span className="flip-in-rtl" aria-hidden="true">
            →
          </span>
        </Link>
      </div>
    </article>
  );
}
