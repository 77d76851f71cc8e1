import sanitizeHtml from 'sanitize-html';
import { isSafeUrl } from './safe-url';

/** The rel every link in a post gets: no access to this page, no referrer, no endorsement. */
export const LINK_REL = 'noopener noreferrer nofollow';

const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'blockquote',
  'code',
  'pre',
  'a',
  'img',
];

/**
 * Elements dropped together with everything inside them. Other unknown elements (div, span…) are
 * dropped but keep their text.
 */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'template',
  'iframe',
  'frame',
  'frameset',
  'noframes',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'xmp',
  'noembed',
  'plaintext',
  'title',
  'head',
  'form',
  'button',
  'canvas',
  'audio',
  'video',
  'picture',
  'source',
];

/** Width and height of an image: a plain number of pixels. */
const DIMENSION = /^\d{1,5}$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  // A second line of defence behind the checks in transformTags.
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  selfClosing: ['br', 'hr', 'img'],
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    a: (tagName, attribs) => {
      const link: sanitizeHtml.Attributes = { rel: LINK_REL };
      const href = attribs.href?.trim();
      if (href && isSafeUrl(href)) link.href = href;
      if (attribs.title) link.title = attribs.title;
      return { tagName, attribs: link };
    },
    img: (tagName, attribs) => {
      const src = attribs.src?.trim();
      // Without a trusted source the image is dropped whole (exclusiveFilter above).
      if (!src || !isSafeUrl(src)) return { tagName, attribs: {} };
      const image: sanitizeHtml.Attributes = { src, alt: attribs.alt ?? '' };
      for (const name of ['width', 'height'] as const) {
        const value = attribs[name]?.trim();
        if (value && DIMENSION.test(value)) image[name] = value;
      }
      return { tagName, attribs: image };
    },
  },
};

/**
 * Turns the HTML of a blog post into HTML that is safe to put in a page: an allowlist of text
 * tags, links and images to http(s) or this site only, no scripts, styles, frames, forms, event
 * handlers or `javascript:`-like URLs. Used for posts from the admin form and for the seed posts.
 */
export function sanitizePostHtml(html: string): string {
  // NUL is never meaningful in HTML and PostgreSQL text cannot hold it.
  return sanitizeHtml(html.replaceAll('\u0000', ''), OPTIONS).trim();
}
