export * from './rules';
export * from './cups';
export * from './players';
export * from './prompt-decks';
export * from './draw-cards-machine';
export * from './selectors';
