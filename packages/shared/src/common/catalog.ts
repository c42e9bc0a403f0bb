import { z } from 'zod';

/** SPEC §3 "Major/certificate option" and major_list / cert_list entries. */
export const CatalogOptionSchema = z.object({ id: z.number().int(), name: z.string(), en_name: z.string() });
export type CatalogOption = z.infer<typeof CatalogOptionSchema>;
