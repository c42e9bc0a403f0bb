import { z } from 'zod';
import { isCalendarDate } from '../common/dates.ts';
import { optionalIdList, positiveId } from '../common/ids.ts';
import { pagingQuery } from '../common/paging.ts';
import { filterText, keyed, optionalChoice, requiredText, textOrEmpty } from '../common/text.ts';
import { BID_CODE_CHARS_PATTERN, BID_CODE_LENGTH, BID_LIMITS, BID_LIST_STATUSES } from './limits.ts';

// Requests of the bids area (docs/product/bids.md): the client's code check, and the administrators' bid management.

/** The code as typed: not trimmed; compared case-insensitively (upper-cased here). */
export const BidCodeSchema = z
  .string(keyed('bidCodeRequired', 'bidCodeInvalidChars'))
  .min(1, 'bidCodeRequired')
  .max(BID_CODE_LENGTH, { error: 'bidCodeTooLong', abort: true })
  .regex(BID_CODE_CHARS_PATTERN, 'bidCodeInvalidChars')
  .transform((code) => code.toUpperCase());

/** POST /u/v1/client/get/bid/info/{slug} (form, urlencoded or JSON). */
export const VerifyBidBodySchema = z.object({ verify_code: BidCodeSchema });
export type VerifyBidBody = z.infer<typeof VerifyBidBodySchema>;

/**
 * A bid's public link is /bid/info/{slug}: 18 random bytes in base64url, 24 characters (ADR 0123). Numeric bid ids
 * are never public.
 */
export const BID_SLUG_PATTERN = /^[A-Za-z0-9_-]{24}$/;
export const isBidSlug = (value: unknown): value is string => typeof value === 'string' && BID_SLUG_PATTERN.test(value);
export const BidSlugParamsSchema = z.object({
  slug: z.string(keyed('bidLinkInvalid', 'bidLinkInvalid')).regex(BID_SLUG_PATTERN, 'bidLinkInvalid'),
});

export const BidIdSchema = positiveId('bidIdInvalid');
export const EngineerIdParamsSchema = z.object({ engineerId: positiveId('bidAccessDenied') });

/** GET /u/v1/admin/get/bid/list: newest first. */
export const AdminBidsQuerySchema = pagingQuery(BID_LIMITS.pageSizes, 'bidPageSizeInvalid').extend({
  key_word: filterText(BID_LIMITS.keyword, 'keywordTooLong').describe('substring of the title or the client name'),
  status: optionalChoice(BID_LIST_STATUSES, 'bidStatusInvalid').describe('active, revoked or expired'),
});
export type AdminBidsQuery = z.infer<typeof AdminBidsQuerySchema>;

/** GET /u/v1/admin/get/bid. */
export const BidIdQuerySchema = z.object({ id: BidIdSchema });
/** POST /u/v1/admin/regenerate/bid/code and /u/v1/admin/revoke/bid. */
export const BidIdBodySchema = BidIdQuerySchema;
export type BidIdBody = z.infer<typeof BidIdBodySchema>;

/** Today as yyyy-MM-dd in China time (UTC+8): a bid works through the end of its expiry day there. */
export function bidToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

/** The expiry day, yyyy-MM-dd, today or later (China time); the bid stops working when that day ends. */
export const BidExpirySchema = z
  .string(keyed('bidExpiryRequired', 'bidExpiryInvalid'))
  .trim()
  .min(1, 'bidExpiryRequired')
  .max(10, { error: 'bidExpiryInvalid', abort: true })
  .refine((v) => isCalendarDate(v), { error: 'bidExpiryInvalid', abort: true })
  .refine((v) => v >= bidToday(), 'bidExpiryPast');

/** POST /u/v1/admin/add/bid (JSON). */
export const BidFieldsSchema = z.object({
  title: requiredText('bidTitleRequired', BID_LIMITS.title, 'bidTitleTooLong'),
  client_name: requiredText('bidClientRequired', BID_LIMITS.clientName, 'bidClientTooLong'),
  note: textOrEmpty(BID_LIMITS.note, 'bidNoteTooLong'),
  expires_at: BidExpirySchema.describe('yyyy-MM-dd, today or later: the last day the code works (China time)'),
});
export type BidFields = z.infer<typeof BidFieldsSchema>;
export type BidFieldsInput = z.input<typeof BidFieldsSchema>;

/** POST /u/v1/admin/update/bid (JSON). */
export const UpdateBidBodySchema = BidFieldsSchema.extend({ id: BidIdSchema });
export type UpdateBidBody = z.infer<typeof UpdateBidBodySchema>;

export const BidEngineerInputSchema = z.object({
  user_id: positiveId('userIdMissing'),
  position: requiredText('bidPositionRequired', BID_LIMITS.position, 'bidPositionTooLong'),
});
export type BidEngineerInput = z.infer<typeof BidEngineerInputSchema>;

/** POST /u/v1/admin/set/bid/engineers (JSON): the whole list, in order; each an enabled job seeker with a resume. */
export const SetBidEngineersBodySchema = z.object({
  bid_id: BidIdSchema,
  engineers: z
    .array(BidEngineerInputSchema, { error: 'bidEngineersInvalid' })
    .max(BID_LIMITS.engineers, { error: 'bidEngineersTooMany', abort: true })
    .refine((list) => new Set(list.map((e) => e.user_id)).size === list.length, 'bidEngineerDuplicate'),
});
export type SetBidEngineersBody = z.infer<typeof SetBidEngineersBodySchema>;

/** GET /u/v1/admin/get/bid/attempts: newest first. */
export const BidAttemptsQuerySchema = pagingQuery(BID_LIMITS.pageSizes, 'bidPageSizeInvalid').extend({
  bid_id: BidIdSchema,
});
export type BidAttemptsQuery = z.infer<typeof BidAttemptsQuerySchema>;

/**
 * An engineer whose resume is closed is shown on a bid only after she agrees (ADR 0123): pending -> agreed | declined,
 * answered once in her messages.
 */
export const BID_CONSENT_STATES = ['pending', 'agreed', 'declined'] as const;
export type BidConsentState = (typeof BID_CONSENT_STATES)[number];

/** Message types to the engineer: the consent request and the notice that a client can now see her (event_id: the bid engineer id). */
export const BID_MESSAGE_TYPES = { consentRequest: 'bid_consent_request', shown: 'bid_shown' } as const;

/** Ids one call of the engineer's consent list may ask for (those behind a page of messages). */
export const BID_CONSENT_ID_LIST_MAX = 50;

/** GET /u/v1/hunter/get/bid/consents?id_list=1,2: the engineer's consent requests behind her messages. */
export const BidConsentsQuerySchema = z.object({
  id_list: optionalIdList('bidConsentIdInvalid', { max: BID_CONSENT_ID_LIST_MAX }).describe('only these: 1,2 or [1,2]'),
});
export type BidConsentsQuery = z.infer<typeof BidConsentsQuerySchema>;

/** Form fields carry booleans as text. */
const consentFlag = z.preprocess(
  (v) => {
    if (v === 'true' || v === '1' || v === 1) return true;
    if (v === 'false' || v === '0' || v === 0) return false;
    return v;
  },
  z.boolean({ error: 'viewRequestAllowInvalid' }),
);

/** POST /u/v1/hunter/answer/bid/consent: Allow (true) or Reject (false) being shown on the bid. */
export const AnswerBidConsentBodySchema = z.object({
  consent_id: positiveId('bidConsentIdInvalid'),
  allow: consentFlag,
});
export type AnswerBidConsentBody = z.infer<typeof AnswerBidConsentBodySchema>;
