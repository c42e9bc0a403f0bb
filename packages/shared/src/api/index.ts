export * from './courses.ts';
export * from './forum.ts';
export * from './jobs.ts';
export * from './route.ts';
export * from './table.ts';
