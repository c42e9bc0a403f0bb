import { z } from 'zod';

/** Success envelope (docs/product/api-conventions.md#envelope): `{code: 0, msg: "ok", data, total?}`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(0), msg: z.string(), data });
}

/**
 * A page of a list. A search's `total` is exact up to SEARCH_TOTAL_CAP; `total_capped: true` says there are more
 * matches than that (the total is then the cap, shown as "10,000+").
 */
export function pagedEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    code: z.literal(0),
    msg: z.string(),
    data: z.array(item),
    total: z.number().int(),
    total_capped: z.boolean().optional(),
  });
}

export const ErrorEnvelopeSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  msg_en: z.string(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export const EmptyEnvelopeSchema = envelope(z.null());
