import { z } from 'zod';
import { optionalIdList, optionalPositiveId, positiveId } from '../common/ids.ts';
import { pagingQuery } from '../common/paging.ts';
import { requiredText } from '../common/text.ts';
import { VIEW_REQUEST_LIMITS, VIEW_REQUEST_PAGE_SIZES, VIEW_REQUEST_STATES } from './codes.ts';

// Requests of the resume view permissions (ADR 0096).

const HunterIdSchema = positiveId('hunterIdInvalid');
const ViewRequestIdSchema = positiveId('viewRequestIdInvalid');

/** POST /u/v1/hr/apply/user/resume (a form; also urlencoded or JSON). */
export const ApplyViewBodySchema = z.object({
  hunter_id: HunterIdSchema,
  job_id: optionalPositiveId('viewRequestJobInvalid').describe('one of my own jobs, or left out'),
  message: requiredText('viewRequestMessageRequired', VIEW_REQUEST_LIMITS.message, 'viewRequestMessageTooLong'),
});
export type ApplyViewBody = z.infer<typeof ApplyViewBodySchema>;
export type ApplyViewBodyInput = z.input<typeof ApplyViewBodySchema>;

/** GET /u/v1/hr/check/user/resume/permission. */
export const HunterIdQuerySchema = z.object({ hunter_id: HunterIdSchema });

/** GET /u/v1/hr/get/user/resume/:id (the seeker's user id). */
export const HunterResumeParamsSchema = z.object({ id: HunterIdSchema });

const stateFilter = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.enum(VIEW_REQUEST_STATES, { error: 'viewRequestStateInvalid' }).optional(),
);

const viewRequestPage = pagingQuery(VIEW_REQUEST_PAGE_SIZES, 'pageInvalid');

/** GET /u/v1/hr/get/resume/requests: the HR's own requests, newest first. */
export const HrViewRequestsQuerySchema = viewRequestPage.extend({ state: stateFilter });
export type HrViewRequestsQuery = z.infer<typeof HrViewRequestsQuerySchema>;

/** GET /u/v1/hunter/get/view/requests: requests to the seeker, newest first; `id_list` "1,2" (at most 50). */
export const SeekerViewRequestsQuerySchema = viewRequestPage.extend({
  state: stateFilter,
  id_list: optionalIdList('viewRequestIdInvalid', { max: VIEW_REQUEST_LIMITS.idList }).describe(
    'only these requests: 1,2 or [1,2]',
  ),
});
export type SeekerViewRequestsQuery = z.infer<typeof SeekerViewRequestsQuerySchema>;

/** Form fields carry booleans as text. */
const allowFlag = z.preprocess(
  (v) => {
    if (v === 'true' || v === '1' || v === 1) return true;
    if (v === 'false' || v === '0' || v === 0) return false;
    return v;
  },
  z.boolean({ error: 'viewRequestAllowInvalid' }),
);

/** POST /u/v1/hunter/answer/view/request: Allow View (true) or Reject (false). */
export const AnswerViewRequestBodySchema = z.object({ request_id: ViewRequestIdSchema, allow: allowFlag });
export type AnswerViewRequestBody = z.infer<typeof AnswerViewRequestBodySchema>;

/** POST /u/v1/hunter/revoke/view/permission: a granted permission is taken back. */
export const RevokeViewPermissionBodySchema = z.object({ request_id: ViewRequestIdSchema });
export type RevokeViewPermissionBody = z.infer<typeof RevokeViewPermissionBodySchema>;

/** GET /u/v1/hunter/get/resume/viewers. */
export const ResumeViewersQuerySchema = viewRequestPage;
