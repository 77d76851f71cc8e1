export * from './limits';
export * from './api-error';
export * from './field-schemas';
