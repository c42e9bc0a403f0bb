import { PAGE_SIZES } from '@app/shared';
import type { TablePaginationConfig } from 'antd';
import { useState } from 'react';

/** Where a jobs table starts (the routes ask for this page first). */
export const FIRST_JOBS_PAGE = { pn: 1, pSize: PAGE_SIZES.jobs.default } as const;

/** Page number and size of a jobs table (sizes 10/20/30/50, `PAGE_SIZES.jobs`); a new size starts at page 1. */
export function usePager() {
  const [pn, setPn] = useState<number>(FIRST_JOBS_PAGE.pn);
  const [pSize, setPSize] = useState<number>(FIRST_JOBS_PAGE.pSize);
  const pagination = (total: number): TablePaginationConfig => ({
    current: pn,
    pageSize: pSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES.jobs.options.map(String),
    onChange: (page, size) => {
      setPn(size === pSize ? page : 1);
      setPSize(size);
    },
  });
  return { pn, pSize, pagination };
}
