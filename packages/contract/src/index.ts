export * from './vocabulary';
export * from './status';
export * from './review-rules';
export * from './schemas';
export * from './wire';
export * from './labels';
export * from './demo-catalogue';
export * from './random';
