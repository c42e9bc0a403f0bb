export * from './auth.ts';
export * from './constants.ts';
export * from './envelope.ts';
export * from './jobs.ts';
export * from './messages.ts';
export * from './messages-api.ts';
export * from './resumes.ts';
