export * from './rules';
export * from './categories';
export * from './scoring';
export * from './duel-machine';
export * from './selectors';
