import { BadRequestException } from '@nestjs/common';
import type { Locale } from '@truth-or-dare/prompt-banks';
import { BLOG_TRANSLATION_MESSAGES, LIMITS } from '@truth-or-dare/room-protocol';
import { isPostId } from './post-id';
import { parsePostLanguage } from './post-language';
import { isHttpUrl, isSafeUrl, MAX_URL_LENGTH } from './safe-url';

/** The admin form's fields once checked: trimmed, with an empty link as null, English and no original by default. */
export interface NewPostRequest {
  readonly heading: string;
  readonly blog: string;
  readonly img: string;
  readonly link: string | null;
  readonly language: Locale;
  readonly translationOf: number | null;
}

export const FILL_ALL_FIELDS = 'Please fill all required fields!';

/**
 * Checks the body of `POST /api/blogs`. A missing or blank heading, blog or image comes first,
 * with the contract's message; then each field's own rule, with a message naming the field.
 */
export function parseNewPostRequest(body: unknown): NewPostRequest {
  const fields =
    typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  // Control characters have no place in a title (and PostgreSQL text cannot hold NUL).
  const heading = text(fields.heading)
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const blog = text(fields.blog);
  const img = text(fields.img);
  if (heading === '' || blog === '' || img === '') throw new BadRequestException(FILL_ALL_FIELDS);
  if (heading.length > LIMITS.blogHeading.max)
    throw new BadRequestException(`The heading must be at most ${LIMITS.blogHeading.max} characters.`);
  if (blog.length > LIMITS.blogBody.max)
    throw new BadRequestException(
      `The blog must be at most ${LIMITS.blogBody.max.toLocaleString('en-US')} characters.`,
    );
  if (!isSafeUrl(img))
    throw new BadRequestException(
      `The image must be an http(s) URL or a path on this site starting with "/" (at most ${MAX_URL_LENGTH} characters).`,
    );
  let link: string | null = null;
  if (fields.link !== undefined && fields.link !== null) {
    if (typeof fields.link !== 'string') throw new BadRequestException('The link must be an http(s) URL.');
    const trimmed = fields.link.trim();
    if (trimmed !== '' && !isHttpUrl(trimmed)) throw new BadRequestException('The link must be an http(s) URL.');
    link = trimmed === '' ? null : trimmed;
  }
  const language = parsePostLanguage(fields.language);
  const translationOf = fields.translationOf ?? null;
  if (translationOf !== null && !isPostId(translationOf))
    throw new BadRequestException(BLOG_TRANSLATION_MESSAGES.invalidTranslationOf);
  return { heading, blog, img, link, language, translationOf };
}
