import type { Locale } from '@truth-or-dare/prompt-banks';
import { BLOG_TRANSLATION_MESSAGES } from '@truth-or-dare/room-protocol';
import type { Sql } from '../database/database';

export class OriginalNotFoundError extends Error {
  constructor() {
    super(BLOG_TRANSLATION_MESSAGES.originalNotFound);
  }
}

export class VersionExistsError extends Error {
  constructor() {
    super(BLOG_TRANSLATION_MESSAGES.versionExists);
  }
}

/**
 * The original post a new post in `language` translates: the post `translationOf` names, or the
 * original of that post when it is a translation itself. Its row stays locked until the
 * transaction ends (`forUpdate`), so neither a second version in that language nor its deletion
 * slips in meanwhile. Refused when the post is gone or its versions already have that language.
 */
export async function lockOriginal(
  sql: Sql,
  forUpdate: string,
  translationOf: number,
  language: Locale,
): Promise<{ id: number; slug: string }> {
  // Only the original is locked: a delete locks it first too, so the two never wait on each other.
  const named = (await sql('SELECT id, translation_of FROM blog_posts WHERE id = $1', [translationOf])).rows[0];
  if (!named) throw new OriginalNotFoundError();
  const originalId = Number(named.translation_of ?? named.id);
  const original = (await sql(`SELECT id, slug FROM blog_posts WHERE id = $1${forUpdate}`, [originalId])).rows[0];
  if (!original) throw new OriginalNotFoundError();
  const { rows } = await sql('SELECT id FROM blog_posts WHERE (id = $1 OR translation_of = $1) AND language = $2', [
    originalId,
    language,
  ]);
  if (rows.length > 0) throw new VersionExistsError();
  return { id: originalId, slug: String(original.slug) };
}
