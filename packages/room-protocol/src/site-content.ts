/**
 * What the site's first page load needs from the protocol (the blog, the subscribe form, error
 * bodies), as its own entry point: it leaves out the full validation library and the room
 * machine, which only the room pages download.
 */
export * from './blog-types';
export * from './blog-versions';
export * from './blog-listing';
export * from './email-rule';
export * from './read-api-error';
export * from './limits';
export * from './site-paths';
export * from './site-locales';
