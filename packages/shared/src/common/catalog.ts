import { z } from 'zod';

/** A major or certificate option, and the entries of major_list / cert_list (ADR 0108). */
export const CatalogOptionSchema = z.object({ id: z.number().int(), name: z.string(), en_name: z.string() });
export type CatalogOption = z.infer<typeof CatalogOptionSchema>;
