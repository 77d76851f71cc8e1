/**
 * The library's checks (every language's files included), as their own entry: tests, scripts and
 * the stats use them; no page downloads them.
 */
export * from './validate-library';
export * from './validate-locale-files';
export * from './address-forms';
export * from './address-forms-check';
