export * from './auth.ts';
export * from './constants.ts';
export * from './envelope.ts';
export * from './messages.ts';
export * from './messages-api.ts';
