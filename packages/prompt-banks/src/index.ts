export * from './prompt-types';
export * from './random';
export * from './deck';
export * from './select-prompts';
export * from './bank-registry';
export * from './content-rules';
export * from './validate-library';
export * from './library';
