export { containsText, holdsAll, holdsAny } from './conditions.ts';
export { facetToken, facetTokens } from './facets.ts';
export {
  CLEARLY_BROAD,
  type SearchRequest,
  type SearchSource,
  searchPage,
  windowOffset,
} from './search-page.ts';
