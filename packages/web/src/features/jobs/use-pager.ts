import { PAGE_SIZES } from '@app/shared';
import type { TablePaginationConfig } from 'antd';
import { useState } from 'react';

/** Page number and size of a jobs table (sizes 10/20/30/50, `PAGE_SIZES.jobs`); a new size starts at page 1. */
export function usePager() {
  const [pn, setPn] = useState(1);
  const [pSize, setPSize] = useState<number>(PAGE_SIZES.jobs.default);
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
