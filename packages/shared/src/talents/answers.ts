import { z } from 'zod';
import { VIEW_REQUEST_STATES } from '../permissions/codes.ts';
import { TALENT_STAR_MAX } from './codes.ts';

// Answers of the talents area.

/**
 * A talent card (docs/product/talents-and-view-permissions.md#talent-pool): a job seeker with a resume, as an HR sees
 * them in lists.
 */
export const TalentCardSchema = z.object({
  id: z.number().int().describe("the seeker's user id"),
  name: z.string().describe('nick_name'),
  chinese_name: z.string(),
  profile_pic_url: z.string(),
  major: z.array(z.string()).describe('zh names'),
  en_major: z.array(z.string()),
  certificate: z.array(z.string()).describe('zh names'),
  en_certificate: z.array(z.string()),
  experience: z.number().int().nullable(),
  status: z.number().int().nullable().describe('2 seeking, 1 or 3 employed'),
  address: z.string(),
  degree: z.number().int().nullable().describe('0 high school … 4 doctorate'),
  enable_resume: z.number().int().describe('1 open, 0 closed'),
  star: z.number().int().min(0).max(TALENT_STAR_MAX).describe('resume completeness 0-5 (ADR 0095)'),
});
export type TalentCard = z.infer<typeof TalentCardSchema>;

/**
 * A talent card as the HR searching sees it (/talents, the HR's home page): with the state of the HR's latest
 * request to view the resume, so a closed resume says whether a request waits, was refused or was allowed.
 */
export const HrTalentCardSchema = TalentCardSchema.extend({
  view_request: z
    .enum(VIEW_REQUEST_STATES)
    .nullable()
    .describe(
      "my latest request to view this closed resume: its state; null for an open resume or when I've made none",
    ),
});
export type HrTalentCard = z.infer<typeof HrTalentCardSchema>;
