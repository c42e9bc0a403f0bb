import { FORUM_COMMENT_PAGE_SIZES, FORUM_PAGE_SIZES } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { commentPage, readForumSearch, readForumUserView } from './search-params.ts';

const size = FORUM_PAGE_SIZES.default;

describe('the forum in the URL', () => {
  it('reads the list filters, leaving out unknown values', () => {
    expect(readForumSearch(new URLSearchParams('category=nope&sort=hot&key_word=%20桥%20&pn=2'))).toEqual({
      pn: 2,
      p_size: size,
      category: undefined,
      sort: 'hot',
      key_word: '桥',
    });
  });

  it("reads a member's tab and page: posts and page 1 unless the address says otherwise", () => {
    expect(readForumUserView(new URLSearchParams(''))).toEqual({ tab: 'posts', page: { pn: 1, p_size: size } });
    expect(readForumUserView(new URLSearchParams('tab=comments&pn=3'))).toEqual({
      tab: 'comments',
      page: { pn: 3, p_size: size },
    });
    expect(readForumUserView(new URLSearchParams('tab=likes&pn=-1'))).toEqual({
      tab: 'posts',
      page: { pn: 1, p_size: size },
    });
  });

  it("asks a post's comments a page of the default size", () => {
    expect(commentPage(2)).toEqual({ pn: 2, p_size: FORUM_COMMENT_PAGE_SIZES.default });
  });
});
