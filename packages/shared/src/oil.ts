import { z } from 'zod';
import { positiveId } from './common/ids.ts';
import { INT4_MAX } from './common/int4.ts';
import type { Labelled } from './common/labels.ts';
import { numberFromText } from './common/numbers.ts';
import { requiredText } from './common/text.ts';

// The oil (crude) credit that pays for standards (docs/product/standards-and-oil.md#oil, ADR 0099).

/** Why a balance changed: each ledger row names one. */
export const OIL_REASONS = ['signup', 'purchase', 'admin_grant', 'admin_deduct'] as const;
export type OilReason = (typeof OIL_REASONS)[number];

export const OIL_REASON_LABELS = [
  { value: 'signup', zh: '注册赠送', en: 'Sign-up bonus' },
  { value: 'purchase', zh: '购买标准', en: 'Standard purchase' },
  { value: 'admin_grant', zh: '管理员发放', en: 'Granted by an administrator' },
  { value: 'admin_deduct', zh: '管理员扣除', en: 'Deducted by an administrator' },
] as const satisfies readonly Labelled<OilReason>[];

/** Message types told to the user: a purchase, and an administrator's grant or deduction. */
export const OIL_MESSAGE_TYPES = { purchased: 'standard_purchased', granted: 'oil_granted' } as const;

export const OIL_LIMITS = {
  /** The most oil one administrator call may grant or deduct. */
  maxChange: 1_000_000,
  /** The administrator's reason. */
  reason: 200,
  /** A balance never passes the int4 column's maximum. */
  maxBalance: INT4_MAX,
} as const;

/**
 * The oil a new account gets when it registers (docs/decisions/0099-standards-and-oil.md): set by an administrator,
 * stored by the oil area; 0 turns the grant off.
 */
export const OIL_SIGNUP_GRANT = {
  /** Until an administrator sets it: what the demo accounts got. */
  default: 200,
  max: 100_000,
} as const;

/** GET /u/v1/base/get/oil/settings: what the platform grants at sign-up (anyone may read it). */
export const OilSettingsSchema = z.object({
  signup_grant: z.number().int().describe('oil a new account gets at registration; 0 means none'),
});
export type OilSettings = z.infer<typeof OilSettingsSchema>;

/** POST /u/v1/admin/update/oil/settings. */
export const OilSettingsBodySchema = z.object({
  signup_grant: z.preprocess(
    numberFromText,
    z
      .number({ error: 'oilSignupGrantInvalid' })
      .int('oilSignupGrantInvalid')
      .min(0, 'oilSignupGrantInvalid')
      .max(OIL_SIGNUP_GRANT.max, 'oilSignupGrantInvalid'),
  ),
});
export type OilSettingsBody = z.infer<typeof OilSettingsBodySchema>;

/** One row of GET /u/v1/user/get/oil/ledger (newest first). */
export const OilLedgerEntrySchema = z.object({
  id: z.number().int(),
  amount: z.number().int().describe('+ credit, - spending'),
  reason: z.enum(OIL_REASONS),
  note: z.string(),
  balance_after: z.number().int(),
  standard_id: z.number().int().nullable(),
  standard_name: z.string().nullable().describe('the standard bought (zh name), when the row is a purchase'),
  create_time: z.string(),
});
export type OilLedgerEntry = z.infer<typeof OilLedgerEntrySchema>;

/** POST /u/v1/admin/grant/oil: a positive amount grants, a negative one deducts (never below 0). */
export const GrantOilBodySchema = z.object({
  user_id: positiveId('userIdInvalid'),
  amount: z.preprocess(
    numberFromText,
    z
      .number({ error: 'oilAmountInvalid' })
      .int('oilAmountInvalid')
      .min(-OIL_LIMITS.maxChange, 'oilAmountInvalid')
      .max(OIL_LIMITS.maxChange, 'oilAmountInvalid')
      .refine((n) => n !== 0, 'oilAmountInvalid'),
  ),
  reason: requiredText('oilReasonRequired', OIL_LIMITS.reason),
});
export type GrantOilBody = z.infer<typeof GrantOilBodySchema>;

export const GrantOilResultSchema = z.object({ balance: z.number().int() });
export type GrantOilResult = z.infer<typeof GrantOilResultSchema>;
