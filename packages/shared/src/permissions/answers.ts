import { z } from 'zod';
import { VIEW_REQUEST_STATES } from './codes.ts';

// Answers of the resume view permissions (ADR 0096).

/** POST /u/v1/hr/apply/user/resume: the new request. */
export const ApplyViewResultSchema = z.object({ request_id: z.number().int() });

const requestFields = {
  request_id: z.number().int(),
  job_id: z.number().int().nullable(),
  job_title: z.string().nullable(),
  message: z.string(),
  state: z.enum(VIEW_REQUEST_STATES),
  create_time: z.string().describe('ISO 8601'),
  decided_time: z.string().nullable().describe('ISO 8601; when the seeker answered or revoked'),
};

/** A request of the HR's own (GET /hr/get/resume/requests). */
export const HrViewRequestSchema = z.object({
  ...requestFields,
  hunter_id: z.number().int(),
  hunter_name: z.string(),
  hunter_avatar: z.string(),
});
export type HrViewRequest = z.infer<typeof HrViewRequestSchema>;

/** A request to the seeker (GET /hunter/get/view/requests). */
export const SeekerViewRequestSchema = z.object({
  ...requestFields,
  hr_id: z.number().int(),
  hr_name: z.string(),
  hr_avatar: z.string(),
});
export type SeekerViewRequest = z.infer<typeof SeekerViewRequestSchema>;

/** An HR who opened the seeker's resume (GET /hunter/get/resume/viewers). */
export const ResumeViewerSchema = z.object({
  hr_id: z.number().int(),
  hr_name: z.string(),
  hr_avatar: z.string(),
  last_viewed_time: z.string().describe('ISO 8601'),
  view_count: z.number().int(),
});
export type ResumeViewer = z.infer<typeof ResumeViewerSchema>;
