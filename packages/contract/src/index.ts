export * from './envelope.ts';
export * from './schemas.ts';
export * from './endpoints.ts';
export * from './locales.ts';
export * from './routes.ts';
export * from './preferences.ts';
