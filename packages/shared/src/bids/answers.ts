import { z } from 'zod';
import { CatalogOptionSchema } from '../common/catalog.ts';
import { ResumeSchema } from '../resumes/answers.ts';
import { BID_LIST_STATUSES } from './limits.ts';
import { BID_CONSENT_STATES } from './requests.ts';

// Answers of the bids area (docs/product/bids.md).

/** An engineer of a bid, in the administrator's order. */
export const BidEngineerSchema = z.object({
  engineer_id: z.number().int().describe('the id of this engineer in this bid (not the user id)'),
  user_id: z.number().int().describe('for GET /u/v1/client/download/hunter/resume/{userId}'),
  engineer_name: z.string(),
  position: z.string().describe("the administrator's label for this bid"),
  profile_pic_url: z.string(),
  base_info: z.object({
    birthday: z.string().describe('yyyy-MM-dd, or empty unless the engineer shows her contacts to bid clients'),
    age: z.number().int().nullable(),
    experience: z.number().int().nullable(),
    major_list: z.array(CatalogOptionSchema),
    cert_list: z.array(CatalogOptionSchema),
  }),
});
export type BidEngineer = z.infer<typeof BidEngineerSchema>;

/** data of POST /u/v1/client/get/bid/info/{slug}: the engineers (data.data) and the credential. */
export const BidInfoSchema = z.object({
  data: z.array(BidEngineerSchema),
  bid: z.object({ slug: z.string(), title: z.string(), client_name: z.string() }),
  access_token: z.string().describe('send as x-bid-access to the two client resume calls'),
  expired_at: z.number().int().describe('seconds timestamp: 2 hours, never past the bid expiry'),
});
export type BidInfo = z.infer<typeof BidInfoSchema>;

/** The bid and its engineers as a credential opens them now (GET /u/v1/client/get/bid/engineers). */
export const BidListSchema = BidInfoSchema.pick({ data: true, bid: true });
export type BidList = z.infer<typeof BidListSchema>;

/**
 * A resume as a bid client reads it (ADR 0123): unless the engineer chose to show them, mobile, email, WeChat,
 * address and birthday are empty (age stays) and platform_contact is how to reach her.
 */
export const BidResumeSchema = ResumeSchema.extend({
  contacts_hidden: z.boolean(),
  platform_contact: z.object({ zh: z.string(), en: z.string() }),
});
export type BidResume = z.infer<typeof BidResumeSchema>;

/** data of GET /u/v1/client/get/engineer/resume/{engineerId} (in data.data). */
export const BidEngineerResumeSchema = z.object({ data: BidResumeSchema });
export type BidEngineerResume = z.infer<typeof BidEngineerResumeSchema>;

/** A bid as the back office lists it. */
export const BidSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  client_name: z.string(),
  note: z.string(),
  code: z.string().describe('the current 6-character code'),
  status: z.enum(BID_LIST_STATUSES).describe('expired: active but past its expiry day'),
  expires_at: z.string().describe('ISO time the code stops working (end of the expiry day, China time)'),
  expires_on: z.string().describe('yyyy-MM-dd: the last day the code works (what the form edits)'),
  engineer_count: z.number().int(),
  link: z.string().describe('/bid/info/{slug}: the public link, unguessable; a new code draws a new one'),
  create_time: z.string(),
});
export type BidSummary = z.infer<typeof BidSummarySchema>;

/**
 * An engineer's standing on a bid (ADR 0123): open (her resume is open, nothing to ask), not_asked (closed and never
 * asked: saving the list asks her), or her answer to the request.
 */
export const BID_ENGINEER_CONSENTS = ['open', 'not_asked', ...BID_CONSENT_STATES] as const;
export type BidEngineerConsent = (typeof BID_ENGINEER_CONSENTS)[number];

export const AdminBidEngineerSchema = z.object({
  user_id: z.number().int(),
  consent: z.enum(BID_ENGINEER_CONSENTS),
  shown: z.boolean().describe('whether clients see her now: open resume or agreed'),
  name: z.string(),
  position: z.string(),
  profile_pic_url: z.string(),
  experience: z.number().int().nullable(),
  major_list: z.array(CatalogOptionSchema),
  cert_list: z.array(CatalogOptionSchema),
});
export type AdminBidEngineer = z.infer<typeof AdminBidEngineerSchema>;

export const BidDetailSchema = BidSummarySchema.extend({ engineers: z.array(AdminBidEngineerSchema) });
export type BidDetail = z.infer<typeof BidDetailSchema>;

/** One verification attempt (newest first). */
export const BidAttemptSchema = z.object({
  id: z.number().int(),
  address: z.string(),
  success: z.boolean(),
  create_time: z.string(),
});
export type BidAttempt = z.infer<typeof BidAttemptSchema>;

/** One of the engineer's consent requests (GET /u/v1/hunter/get/bid/consents). */
export const BidConsentSchema = z.object({
  consent_id: z.number().int(),
  bid_title: z.string(),
  client_name: z.string(),
  state: z.enum(BID_CONSENT_STATES),
});
export type BidConsent = z.infer<typeof BidConsentSchema>;
