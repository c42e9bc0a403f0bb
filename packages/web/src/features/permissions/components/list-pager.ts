import type { PaginationProps } from 'antd';
import { useState } from 'react';

const PAGE_SIZE_OPTIONS = ['10', '20', '50'];

/** Where every such list starts (the routes ask for this page first). */
export const FIRST_LIST_PAGE = { pn: 1, pSize: 10 } as const;

/**
 * Page number and size of a list (messages, view requests, viewers): 10 a page, 20 or 50 on request (the
 * servers' largest page is 50); a new size or `reset` starts again at page 1. The pager shows only when
 * there is more than one page.
 */
export function useListPager() {
  const [page, setPage] = useState<{ pn: number; pSize: number }>(FIRST_LIST_PAGE);
  const pagination = (total: number): PaginationProps | false =>
    total > page.pSize && {
      current: page.pn,
      pageSize: page.pSize,
      total,
      showSizeChanger: true,
      pageSizeOptions: PAGE_SIZE_OPTIONS,
      align: 'end',
      onChange: (pn, pSize) => setPage({ pn: pSize === page.pSize ? pn : 1, pSize }),
    };
  return { pn: page.pn, pSize: page.pSize, pagination, reset: () => setPage((p) => ({ ...p, pn: 1 })) };
}
