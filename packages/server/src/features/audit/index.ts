export { auditRoutes } from './routes.ts';
export { type AuditActor, type AuditedChange, type AuditService, createAuditService } from './service.ts';
