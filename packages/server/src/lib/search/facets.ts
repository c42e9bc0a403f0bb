/**
 * A facet token: an exact filter value stored among a row's search tokens (`city:shanghai`, `major:12`), so a
 * filter without a keyword is the same GIN lookup or recency walk as a keyword (ADR 0090). Keyword tokens are
 * runs of letters and digits, so the colon keeps the two apart: typing "city:shanghai" searches two words.
 */
export const facetToken = (name: string, value: string | number) => `${name}:${String(value).toLowerCase()}`;

/** Facet tokens of one facet over many values (a job's majors: `major:3`, `major:7`). */
export const facetTokens = (name: string, values: Array<string | number>) => values.map((v) => facetToken(name, v));
