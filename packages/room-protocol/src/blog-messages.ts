/**
 * The blog's refusals of a translation (docs/api.md#publish-a-post), written once for the API that
 * answers them and the table of error codes.
 */
export const BLOG_TRANSLATION_MESSAGES = {
  invalidTranslationOf: 'translationOf must be the id of a post, or null.',
  originalNotFound: 'The post to translate does not exist.',
  versionExists: 'That post already has a version in this language.',
} as const;
