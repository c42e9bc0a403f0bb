import { describe, expect, it } from 'vitest';
import { readMyStandardsPage, STANDARD_PAGE_SIZE, STANDARD_PAGE_SIZES } from './search-params.ts';

const read = (search: string) => readMyStandardsPage(new URLSearchParams(search));

describe('/user/standard in the URL', () => {
  it('opens the purchased standards at page 1 and the default size', () => {
    expect(read('')).toEqual({ tab: 'standards', pn: 1, psize: STANDARD_PAGE_SIZE });
  });

  it('reads the ledger tab, the page and a listed size', () => {
    const size = STANDARD_PAGE_SIZES.at(-1);
    expect(read(`tab=ledger&pn=3&p_size=${size}`)).toEqual({ tab: 'ledger', pn: 3, psize: size });
  });

  it('leaves out an unknown tab, a page that is not a whole number from 1 and an unlisted size', () => {
    expect(read('tab=orders&pn=-2&p_size=7')).toEqual({ tab: 'standards', pn: 1, psize: STANDARD_PAGE_SIZE });
    expect(read('pn=1.5').pn).toBe(1);
  });
});
