// The resume view permissions' shared schemas and codes (packages/shared/src/permissions/), in one place for this area.
export {
  type HrViewRequest,
  HrViewRequestSchema,
  PERMISSION_MESSAGE_TYPES,
  type ResumeViewer,
  ResumeViewerSchema,
  type SeekerViewRequest,
  SeekerViewRequestSchema,
  VIEW_REQUEST_STATE_LABELS,
  VIEW_REQUEST_STATES,
  type ViewRequestState,
} from '@app/shared';
