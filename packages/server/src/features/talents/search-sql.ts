import type { TalentSearchQuery } from '@app/shared';
import { desc, type SQL, sql } from 'drizzle-orm';
import { talentIndex } from '../../db/schema/index.ts';
import { containsText, facetTokens, type SearchRequest, type SearchSource } from '../../lib/search/index.ts';
import { queryTokens } from '../../lib/search-tokens.ts';
import { degreeAtLeast, experienceAtLeast } from './talent-row.ts';

/**
 * The talents HR search: listed rows (job seekers with a resume, not disabled), the most recently updated first,
 * a keyword in the names, majors or certificates ranking first (ADRs 0090 and 0095).
 */
export const talentsSource = (): SearchSource => ({
  table: talentIndex,
  id: talentIndex.userId,
  tokens: talentIndex.searchTokens,
  rankTokens: talentIndex.nameTokens,
  visible: sql`${talentIndex.listed}`,
  recency: [desc(talentIndex.updatedAt), desc(talentIndex.userId)],
});

/**
 * A talent search as tokens, all of them required: the keyword's; every selected major and certificate (a talent
 * holds them ALL); the thresholds of the minimum experience and degree (`exp:5+`, `deg:2+`); and the tokens of
 * the address and nickname texts, whose exact substring is then checked.
 */
export function talentSearchRequest(query: TalentSearchQuery): SearchRequest {
  const exact: SQL[] = [];
  if (query.address) exact.push(containsText(talentIndex.address, query.address));
  if (query.nick_name) exact.push(containsText(talentIndex.nickName, query.nick_name));
  return {
    keyword: queryTokens(query.key_word),
    required: [
      ...facetTokens('major', query.major ?? []),
      ...facetTokens('cert', query.cert ?? []),
      ...queryTokens(query.address),
      ...queryTokens(query.nick_name),
      ...experienceAtLeast(query.min_experience),
      ...degreeAtLeast(query.degree),
    ],
    anyOf: [],
    exact,
  };
}
