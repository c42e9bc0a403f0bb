import { DeleteOutlined } from '@ant-design/icons';
import { Button, Input, Popconfirm, type TableProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './admin.module.css';

type SortOrder = 'ascend' | 'descend' | null;
export type ServerSorting<S extends string> = { sort: S; order: 'asc' | 'desc' } | null;

/**
 * Server-side paging and column sorting of an admin table (docs/product/admin.md#tables): the query's pn, p_size, sort
 * and order, each sortable column's props, and the Table's onChange (a new sort or page size goes back to page 1; no
 * sort is the server's default order).
 */
export function useServerTable<T, S extends string>(sortable: readonly S[], pageSize: number) {
  const [paging, setPaging] = useState({ pn: 1, p_size: pageSize });
  const [sorting, setSorting] = useState<ServerSorting<S>>(null);

  const sortOrder = (key: S): SortOrder =>
    sorting?.sort === key ? (sorting.order === 'asc' ? 'ascend' : 'descend') : null;

  const onChange: NonNullable<TableProps<T>['onChange']> = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      const key = sortable.find((s) => s === one?.columnKey);
      setSorting(key && one?.order ? { sort: key, order: one.order === 'ascend' ? 'asc' : 'desc' } : null);
      setPaging((p) => ({ ...p, pn: 1 }));
      return;
    }
    const size = pagination.pageSize ?? paging.p_size;
    setPaging({ pn: size === paging.p_size ? (pagination.current ?? 1) : 1, p_size: size });
  };

  return {
    paging,
    /** pn, p_size and, when a column is sorted, sort and order. */
    query: { ...paging, ...(sorting ?? {}) },
    firstPage: () => setPaging((p) => ({ ...p, pn: 1 })),
    /** The props of a column the server sorts by `key`. */
    sortColumn: (key: S) => ({
      key,
      sorter: true,
      sortOrder: sortOrder(key),
      sortDirections: ['descend', 'ascend'] as SortOrder[],
    }),
    onChange,
    /** The Table's pagination over a page the server answered: a capped total ("10,000+") reads as such. */
    pagination: (
      answer: { total?: number; capped?: boolean } | undefined,
      sizes: readonly number[],
      totalText: (count: number, capped: boolean) => ReactNode,
    ) => ({
      current: paging.pn,
      pageSize: paging.p_size,
      total: answer?.total ?? 0,
      showSizeChanger: true,
      pageSizeOptions: sizes.map(String),
      showTotal: (count: number) => totalText(count, Boolean(answer?.capped)),
    }),
  };
}

/** An admin page's title and the sentence under it. */
export function AdminHeading({ title, lead }: { title: ReactNode; lead: ReactNode }) {
  return (
    <div>
      <h2 className={styles.heading}>{title}</h2>
      <p className={styles.lead}>{lead}</p>
    </div>
  );
}

/** The keyword box of an admin list: trimmed text on Enter or the search button; cleared with the ×. */
export function AdminSearch({ placeholder, onSearch }: { placeholder: string; onSearch: (keyword: string) => void }) {
  return (
    <Input.Search
      allowClear
      style={{ maxWidth: 360 }}
      placeholder={placeholder}
      aria-label={placeholder}
      onSearch={(value) => onSearch(value.trim())}
    />
  );
}

/** A small danger button that deletes only once confirmed. */
export function ConfirmDeleteButton({
  title,
  description,
  label,
  okText = label,
  loading,
  onConfirm,
}: {
  title: ReactNode;
  description?: ReactNode;
  label: ReactNode;
  okText?: ReactNode;
  loading?: boolean;
  onConfirm: () => unknown;
}) {
  const { t } = useTranslation('common');
  return (
    <Popconfirm
      title={title}
      description={description && <div style={{ maxWidth: 320 }}>{description}</div>}
      okText={okText}
      okButtonProps={{ danger: true, loading }}
      cancelText={t('actions.cancel')}
      onConfirm={onConfirm}
    >
      <Button size="small" danger icon={<DeleteOutlined />}>
        {label}
      </Button>
    </Popconfirm>
  );
}
