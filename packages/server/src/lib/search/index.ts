export { containsText, holdsAll, holdsAny, textArray } from './conditions.ts';
export { facetToken, facetTokens } from './facets.ts';
export {
  CLEARLY_BROAD,
  insideWindow,
  type SearchPage,
  type SearchRequest,
  type SearchSource,
  searchPage,
  windowOffset,
} from './search-page.ts';
