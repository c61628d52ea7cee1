export * from './envelope.ts';
export * from './schemas.ts';
export * from './action-schemas.ts';
export * from './calls.ts';
export * from './endpoints.ts';
export * from './action-calls.ts';
export * from './locales.ts';
export * from './routes.ts';
