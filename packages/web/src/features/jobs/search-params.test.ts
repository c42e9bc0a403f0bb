import { PAGE_SIZES } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { jobSearchQuery, pagedJobSearchQuery, readJobSearch } from './search-params.ts';

const read = (search: string) => readJobSearch(new URLSearchParams(search));

describe('/jobs search in the URL', () => {
  it('reads every filter, the page and the page size', () => {
    expect(
      read(
        'key_word=桥梁&address=wuhan&company=中建&publisher_name=王&cert=3,5&major=2&job_type=full_time&experience=3-5&salary=10-20&sort=salary&pn=3&p_size=20',
      ),
    ).toEqual({
      pn: 3,
      pSize: 20,
      filters: {
        key_word: '桥梁',
        address: 'wuhan',
        company: '中建',
        publisher_name: '王',
        cert: [3, 5],
        major: [2],
        job_type: 'full_time',
        experience: '3-5',
        salary: '10-20',
        sort: 'salary',
      },
    });
  });

  it('an empty URL is page 1 at the default size with no filters', () => {
    expect(read('')).toEqual({
      pn: 1,
      pSize: PAGE_SIZES.jobs.default,
      filters: { cert: [], major: [] },
    });
  });

  it('drops what a hand-edited URL gets wrong instead of sending it', () => {
    const { pn, pSize, filters } = read(
      'pn=-2&p_size=7&cert=1,x,0,-4,2.5,9&job_type=forever&experience=99&salary=lots',
    );
    expect(pn).toBe(1);
    expect(pSize).toBe(PAGE_SIZES.jobs.default);
    expect(filters.cert).toEqual([1, 9]);
    expect(filters.job_type).toBeUndefined();
    expect(filters.experience).toBeUndefined();
    expect(filters.salary).toBeUndefined();
    expect(read('pn=2.5').pn).toBe(1);
  });

  it('writes only what is set: blank text, empty lists, page 1 and the default size are left out', () => {
    expect(
      jobSearchQuery({ key_word: '  ', company: ' 中建 ', cert: [], major: [4, 7] }, 1, PAGE_SIZES.jobs.default),
    ).toEqual({ company: '中建', major: '4,7' });
    expect(jobSearchQuery({}, 2, 50)).toEqual({ pn: '2', p_size: '50' });
  });

  it('what it writes reads back as the same search', () => {
    const search = {
      pn: 4,
      pSize: 30,
      filters: { key_word: 'bridge', address: 'wuhan', cert: [8], major: [1, 2], salary: '10-20' },
    };
    const url = new URLSearchParams(jobSearchQuery(search.filters, search.pn, search.pSize));
    expect(readJobSearch(url)).toEqual(search);
  });

  it('the pager keeps the filters; another page keeps the size, another size starts at page 1', () => {
    const search = read('key_word=桥梁&pn=2&p_size=20');
    expect(pagedJobSearchQuery(search, 5, 20)).toEqual({ key_word: '桥梁', pn: '5', p_size: '20' });
    expect(pagedJobSearchQuery(search, 5, 50)).toEqual({ key_word: '桥梁', p_size: '50' });
  });
});
