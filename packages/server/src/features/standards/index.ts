export { adminStandardsRoutes } from './admin-routes.ts';
export { standardsRoutes } from './routes.ts';
export { samplePdf } from './sample-pdf.ts';
export { createStandardsService } from './service.ts';
