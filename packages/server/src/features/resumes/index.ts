export { resumesRoutes } from './routes.ts';
export { createResumesService, type ResumesEvents, type ResumesService } from './service.ts';
export type { TalentFacts } from './talent-facts.ts';
export { resumeUploadRoutes } from './upload-routes.ts';
