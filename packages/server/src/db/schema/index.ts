// One file per area; drizzle-kit and the client read them all through this index.
export * from './accounts.ts';
export * from './audit.ts';
export * from './bids.ts';
export * from './catalog.ts';
export * from './company.ts';
export * from './files.ts';
export * from './homepage.ts';
export * from './jobs.ts';
export * from './limits.ts';
export * from './messages.ts';
export * from './oil.ts';
export * from './permissions.ts';
export * from './resumes.ts';
export * from './saved.ts';
export * from './slides.ts';
export * from './standards.ts';
export * from './talents.ts';
