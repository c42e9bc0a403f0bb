export { containsText, holdsAll, holdsAny, textArray } from './conditions.ts';
export { facetToken, facetTokens } from './facets.ts';
export { insideWindow, type SearchPage, type SearchRequest, type SearchSource, searchPage } from './search-page.ts';
