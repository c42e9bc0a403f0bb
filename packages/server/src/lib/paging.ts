/** A page request as every list call takes it: page number from 1 and rows per page. */
export type Paging = { pn: number; p_size: number };

/** The first row of page `pn`: the one way an area turns a page request into an offset. */
export const pageOffset = ({ pn, p_size }: Paging) => (pn - 1) * p_size;
