export type { ResumeAccessGrant } from './policy.ts';
export { resumesRoutes } from './routes.ts';
export { createResumesService, type ResumesService } from './service.ts';
export { resumeUploadRoutes } from './upload-routes.ts';
