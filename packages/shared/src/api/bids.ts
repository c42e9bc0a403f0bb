import { z } from 'zod';
import {
  BidAttemptSchema,
  BidConsentSchema,
  BidDetailSchema,
  BidEngineerResumeSchema,
  BidInfoSchema,
  BidListSchema,
  BidResumeSchema,
  BidSummarySchema,
} from '../bids/answers.ts';
import {
  AdminBidsQuerySchema,
  AnswerBidConsentBodySchema,
  BidAttemptsQuerySchema,
  BidConsentsQuerySchema,
  BidFieldsSchema,
  BidIdBodySchema,
  BidIdQuerySchema,
  BidSlugParamsSchema,
  EngineerIdParamsSchema,
  SetBidEngineersBodySchema,
  UpdateBidBodySchema,
  VerifyBidBodySchema,
} from '../bids/requests.ts';
import { UserIdParamsSchema } from '../resumes/requests.ts';
import { TalentCardSchema } from '../talents/answers.ts';
import { TalentSearchQuerySchema } from '../talents/requests.ts';
import { defineRoutes } from './route.ts';

const tags = ['bids'];

/**
 * The client's bid calls, without login: the code check yields a short-lived credential that the resume calls
 * require in the x-bid-access header; and the engineer's answers to being shown on a bid (docs/product/bids.md).
 */
export const bidsApi = defineRoutes({
  verify: {
    method: 'POST',
    path: '/client/get/bid/info/:slug',
    auth: 'public',
    tags,
    summary:
      'Check a bid code on the link {slug} (form, urlencoded or JSON verify_code): the engineers in order and a ' +
      '2-hour credential. A wrong code, or any code on a link that opens no bid, 400; the right code of a revoked ' +
      'or expired bid 404; too many failures 429 (Retry-After)',
    params: BidSlugParamsSchema,
    body: VerifyBidBodySchema,
    multipart: 'form',
    data: BidInfoSchema,
  },
  current: {
    method: 'GET',
    path: '/client/get/bid/engineers',
    auth: 'public',
    bidAccess: true,
    tags,
    summary:
      'The bid and its engineers as the credential (header x-bid-access) opens them now; 403 once the bid is ' +
      'revoked, expired or has a new code. The page re-checks with it instead of trusting what it stored',
    data: BidListSchema,
  },
  consents: {
    method: 'GET',
    path: '/hunter/get/bid/consents',
    auth: 'seeker',
    tags,
    summary: 'My requests to be shown on bids among id_list (the event_id of bid_consent_request messages)',
    query: BidConsentsQuerySchema,
    data: z.array(BidConsentSchema),
  },
  answerConsent: {
    method: 'POST',
    path: '/hunter/answer/bid/consent',
    auth: 'seeker',
    tags,
    summary: 'Allow (clients of the bid see my resume, contacts as my resume setting says) or Reject a pending request',
    body: AnswerBidConsentBodySchema,
    data: z.null(),
  },
  engineerResume: {
    method: 'GET',
    path: '/client/get/engineer/resume/:engineerId',
    auth: 'public',
    bidAccess: true,
    tags,
    summary: 'Resume of an engineer of the verified bid (header x-bid-access); 403 otherwise',
    params: EngineerIdParamsSchema,
    data: BidEngineerResumeSchema,
  },
  latestResume: {
    method: 'GET',
    path: '/client/download/hunter/resume/:userId',
    auth: 'public',
    bidAccess: true,
    tags,
    summary: 'Latest resume of an engineer of the verified bid for the PDF export (header x-bid-access)',
    params: UserIdParamsSchema,
    data: BidResumeSchema,
  },
});

const adminTags = ['bids (admin)'];

/** The administrators' bid calls (docs/product/bids.md#managing-bids); each write is audited by the service. */
export const adminBidsApi = defineRoutes({
  list: {
    method: 'GET',
    path: '/admin/get/bid/list',
    auth: 'admin',
    tags: adminTags,
    summary: 'Bids, newest first: keyword over title and client, status active/revoked/expired; capped total',
    query: AdminBidsQuerySchema,
    data: BidSummarySchema,
    paged: true,
  },
  detail: {
    method: 'GET',
    path: '/admin/get/bid',
    auth: 'admin',
    tags: adminTags,
    summary: 'One bid with its engineers in order',
    query: BidIdQuerySchema,
    data: BidDetailSchema,
  },
  create: {
    method: 'POST',
    path: '/admin/add/bid',
    auth: 'admin',
    tags: adminTags,
    summary: 'Create a bid; the server draws its 6-character code; audited',
    body: BidFieldsSchema,
    data: BidDetailSchema,
  },
  update: {
    method: 'POST',
    path: '/admin/update/bid',
    auth: 'admin',
    tags: adminTags,
    summary: 'Edit title, client, note and expiry day (not a revoked bid: 409); audited',
    body: UpdateBidBodySchema,
    data: BidDetailSchema,
  },
  setEngineers: {
    method: 'POST',
    path: '/admin/set/bid/engineers',
    auth: 'admin',
    tags: adminTags,
    summary: 'The whole engineer list in order (≤50; enabled job seekers with a resume), each with a position',
    body: SetBidEngineersBodySchema,
    data: BidDetailSchema,
  },
  regenerateCode: {
    method: 'POST',
    path: '/admin/regenerate/bid/code',
    auth: 'admin',
    tags: adminTags,
    summary:
      'A new code and a new link (slug): every credential of the old code ends, the old link opens nothing; audited',
    body: BidIdBodySchema,
    data: BidDetailSchema,
  },
  revoke: {
    method: 'POST',
    path: '/admin/revoke/bid',
    auth: 'admin',
    tags: adminTags,
    summary: 'Revoke a bid: its page and credentials stop working at once; audited',
    body: BidIdBodySchema,
    data: BidDetailSchema,
  },
  attempts: {
    method: 'GET',
    path: '/admin/get/bid/attempts',
    auth: 'admin',
    tags: adminTags,
    summary: 'Code checks of a bid, newest first (time, address, success)',
    query: BidAttemptsQuerySchema,
    data: BidAttemptSchema,
    paged: true,
  },
  searchTalent: {
    method: 'GET',
    path: '/admin/search/talent',
    auth: 'admin',
    tags: adminTags,
    summary: 'The engineer picker: the talent pool search, same answer as GET /u/v1/hr/search/user/list',
    query: TalentSearchQuerySchema,
    data: TalentCardSchema,
    paged: true,
  },
});
