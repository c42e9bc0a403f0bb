import { Alert, Table, type TableColumnsType, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import type { Page } from '../../../lib/api-client.ts';
import { usePhoneColumns } from '../../jobs/components/phone-table.tsx';
import styles from '../standards.module.css';

type Loaded<T> = {
  data?: Page<T>;
  isError: boolean;
  isLoading: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
};

/**
 * A paged list of this area as a table (as cards on a phone): the failure above it, the empty text inside it, the
 * next page's loading over the previous one.
 */
export function ListTable<T extends { id: number }>({
  query,
  columns,
  width,
  failed,
  empty,
  ...rest
}: {
  query: Loaded<T>;
  columns: TableColumnsType<T>;
  /** Below this width the table scrolls sideways (wider than a phone, narrower than its columns). */
  width: number;
  failed: ReactNode;
  empty: ReactNode;
} & Pick<TableProps<T>, 'pagination' | 'onRow' | 'rowClassName'>) {
  const table = usePhoneColumns(columns, { x: width });
  return (
    <>
      {query.isError && failed}
      <Table<T>
        rowKey="id"
        columns={table.columns}
        className={table.phone ? styles.phoneTable : undefined}
        dataSource={query.isError ? [] : (query.data?.list ?? [])}
        loading={query.isLoading || (query.isFetching && query.isPlaceholderData)}
        scroll={table.scroll}
        locale={{ emptyText: empty }}
        {...rest}
      />
    </>
  );
}

/** The failure line above a list. */
export function ListFailed({ title, action }: { title: string; action?: ReactNode }) {
  return <Alert type="error" showIcon title={title} action={action} />;
}
