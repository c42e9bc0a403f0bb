export * from './accounts.ts';
export * from './jobs.ts';
export * from './password.ts';
export * from './resumes.ts';
export * from './route.ts';
export * from './table.ts';
