import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import type { ReactNode } from 'react';
import { antdLocales, useLanguage } from '../../lib/i18n.ts';
import { Icon } from './icon.tsx';
import styles from './light.module.css';
import { NativeSelect } from './native-select.tsx';

export type PageItem = number | 'jump-prev' | 'jump-next';

/** Pages on either side of the current one (antd's buffer). */
const BUFFER = 2;
/** How far an ellipsis jumps (antd: five pages). */
const JUMP = 5;

/**
 * The buttons of a pager as antd lays them out: every page up to 7, otherwise the first, the current with two on
 * either side (five at an end), the last, and an ellipsis where pages are left out.
 */
export function pageItems(current: number, pages: number): PageItem[] {
  if (pages <= 3 + BUFFER * 2) return Array.from({ length: pages }, (_, i) => i + 1);
  let left = Math.max(1, current - BUFFER);
  let right = Math.min(pages, current + BUFFER);
  if (current - 1 <= BUFFER) right = 1 + BUFFER * 2;
  if (pages - current <= BUFFER) left = pages - BUFFER * 2;
  const items: PageItem[] = [];
  if (left > 1) items.push(1);
  if (left > 2) items.push('jump-prev');
  for (let page = left; page <= right; page += 1) items.push(page);
  if (right < pages - 1) items.push('jump-next');
  if (right < pages) items.push(pages);
  return items;
}

type Props = {
  current: number;
  pageSize: number;
  total: number;
  pageSizeOptions?: number[];
  showTotal?: ReactNode;
  onChange: (page: number, pageSize: number) => void;
  label?: string;
};

/** A pager of page buttons (each titled with its number, as antd's), previous/next and a page size choice. */
export function Pagination({ current, pageSize, total, pageSizeOptions, showTotal, onChange, label }: Props) {
  const locale = antdLocales[useLanguage()].Pagination;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const go = (page: number) => onChange(Math.min(pages, Math.max(1, page)), pageSize);
  return (
    <nav aria-label={label}>
      <ul className={styles.pagination}>
        {showTotal && <li className={styles.pageTotal}>{showTotal}</li>}
        <li>
          <button
            type="button"
            className={styles.page}
            title={locale?.prev_page}
            aria-label={locale?.prev_page}
            disabled={current <= 1}
            onClick={() => go(current - 1)}
          >
            <Icon icon={LeftOutlined} />
          </button>
        </li>
        {pageItems(current, pages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={styles.page}
                title={String(item)}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={`${styles.page} ${styles.ellipsis}`}
                title={item === 'jump-prev' ? locale?.prev_5 : locale?.next_5}
                onClick={() => go(item === 'jump-prev' ? current - JUMP : current + JUMP)}
              >
                •••
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.page}
            title={locale?.next_page}
            aria-label={locale?.next_page}
            disabled={current >= pages}
            onClick={() => go(current + 1)}
          >
            <Icon icon={RightOutlined} />
          </button>
        </li>
        {pageSizeOptions && (
          <li>
            <NativeSelect
              className={styles.sizeSelect}
              aria-label={locale?.page_size ?? 'Page size'}
              value={String(pageSize)}
              options={pageSizeOptions.map((size) => ({
                value: String(size),
                label: `${size} ${locale?.items_per_page ?? ''}`.trim(),
              }))}
              // A new page size starts again at the first page.
              onChange={(size) => onChange(1, Number(size))}
            />
          </li>
        )}
      </ul>
    </nav>
  );
}
