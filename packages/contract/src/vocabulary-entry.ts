/**
 * The contract without its zod schemas: vocabularies, labels, status helpers and wire types. Browsers import this
 * entry (`@lcmdp/contract/vocabulary`) so the schemas' validation library stays out of the initial download.
 */
export * from './vocabulary';
export * from './status';
export * from './review-rules';
export * from './labels';
export * from './demo-catalogue';
export type * from './wire';
