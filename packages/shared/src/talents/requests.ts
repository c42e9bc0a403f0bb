import type { z } from 'zod';
import { optionalIdList } from '../common/ids.ts';
import { optionalWholeNumber } from '../common/numbers.ts';
import { pagingQuery } from '../common/paging.ts';
import { filterText } from '../common/text.ts';
import { PAGE_SIZES } from '../constants.ts';
import { TALENT_LIMITS } from './codes.ts';

// Requests of the talents area (the HR's talent pool, ADR 0095).

/** `1`, `1,2` or JSON array text `[1,2]` (the same parser as the job search's cert and major). */
const catalogueFilter = optionalIdList('catalogueFilterInvalid', { max: TALENT_LIMITS.catalogueFilter });

/** GET /u/v1/hr/search/user/list (the talent pool's search). */
export const TalentSearchQuerySchema = pagingQuery(PAGE_SIZES.talents, 'talentPageSizeInvalid').extend({
  key_word: filterText(TALENT_LIMITS.keyword, 'keywordTooLong'),
  min_experience: optionalWholeNumber(0, TALENT_LIMITS.maxExperience, 'minExperienceInvalid').describe(
    'years; talents with at least this many (0 or absent: no minimum)',
  ),
  degree: optionalWholeNumber(0, TALENT_LIMITS.maxDegree, 'degreeInvalid').describe(
    'minimum degree (0 high school … 4 doctorate; 0 or absent: no minimum)',
  ),
  major: catalogueFilter.describe('major id(s): 3, 3,4 or [3,4]; talents holding ALL of them'),
  cert: catalogueFilter.describe('certificate id(s): 3, 3,4 or [3,4]; talents holding ALL of them'),
  address: filterText(TALENT_LIMITS.filter, 'filterTooLong').describe('substring of the address'),
  nick_name: filterText(TALENT_LIMITS.filter, 'filterTooLong').describe('substring of the nickname'),
});
export type TalentSearchQuery = z.infer<typeof TalentSearchQuerySchema>;
