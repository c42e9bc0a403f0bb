import { z } from 'zod';

// Answers of the standards area (docs/product/standards-and-oil.md).

/** A standard as lists show it; `purchased` is the caller's (always true for a free one). */
export const StandardSchema = z.object({
  id: z.number().int(),
  ch_name: z.string(),
  en_name: z.string(),
  ver: z.string(),
  comment: z.string(),
  download_times: z.number().int(),
  crude_num: z.number().int().describe('oil price; 0 = free'),
  purchased: z.boolean().describe('the caller may download it: free, or bought'),
  file_size: z.number().int().describe('bytes of the PDF'),
  create_time: z.string(),
});
export type Standard = z.infer<typeof StandardSchema>;

/** GET /user/get/standard: the list item and its description ('' when none). */
export const StandardDetailSchema = StandardSchema.extend({ description: z.string() });
export type StandardDetail = z.infer<typeof StandardDetailSchema>;

/** GET /user/get/my/standards: a standard the caller bought, and when. */
export const MyStandardSchema = StandardSchema.extend({ purchase_time: z.string() });
export type MyStandard = z.infer<typeof MyStandardSchema>;

/** POST /user/buy/standard: the balance after, and what was charged (0 for a free or already bought one). */
export const BuyStandardResultSchema = z.object({
  balance: z.number().int(),
  charged: z.number().int(),
});
export type BuyStandardResult = z.infer<typeof BuyStandardResultSchema>;
