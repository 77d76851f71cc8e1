/**
 * What a page needs to know about languages on its first load (the list, directions, address
 * forms, which banks each language has), as its own entry: it leaves out the loaders and the
 * checks, which only the games download.
 */
export * from './locales';
export * from './locale-file-list';
