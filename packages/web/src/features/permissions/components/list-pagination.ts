import type { TablePaginationConfig } from 'antd';

/** A list's pager, shown only when there is more than one page. */
export function listPagination(total: number, pSize: number, pagination: (total: number) => TablePaginationConfig) {
  return total > pSize ? { ...pagination(total), position: undefined, align: 'end' as const } : false;
}
