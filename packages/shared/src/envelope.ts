import { z } from 'zod';

/** Success envelope of DESIGN §2: `{code: 0, msg: "ok", data, total?}`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(0), msg: z.string(), data });
}

export function pagedEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ code: z.literal(0), msg: z.string(), data: z.array(item), total: z.number().int() });
}

export const ErrorEnvelopeSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  msg_en: z.string(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export const EmptyEnvelopeSchema = envelope(z.null());
