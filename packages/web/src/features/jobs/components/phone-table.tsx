import { Grid, type TableColumnsType, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import styles from '../jobs.module.css';

type Column<T> = TableColumnsType<T>[number] & { dataIndex?: string; render?: (...args: never[]) => ReactNode };

function cell<T>(column: Column<T>, row: T, index: number): ReactNode {
  const value = column.dataIndex ? (row as Record<string, unknown>)[column.dataIndex] : undefined;
  const render = column.render as ((value: unknown, row: T, index: number) => ReactNode) | undefined;
  return render ? render(value, row, index) : (value as ReactNode);
}

/**
 * A table's columns for the screen it is on. On a phone a wide table shows two columns and hides the rest
 * behind sideways scrolling: there each row becomes one card (the first column as its head, the others as
 * labelled fields, the `actions` column last and unlabelled), so every action is in sight.
 */
export function usePhoneColumns<T>(
  columns: TableColumnsType<T>,
  scroll: TableProps<T>['scroll'],
): { columns: TableColumnsType<T>; scroll: TableProps<T>['scroll']; phone: boolean } {
  const phone = Grid.useBreakpoint().sm === false;
  if (!phone) return { columns, scroll, phone };
  const [head, ...rest] = columns as Column<T>[];
  const fields = rest.filter((column) => column.key !== 'actions');
  const actions = rest.find((column) => column.key === 'actions');
  const card: Column<T> = {
    key: 'phone-card',
    render: (_: unknown, row: T, index: number) => (
      <div className={styles.phoneCard}>
        {head && <div className={styles.phoneCardHead}>{cell(head, row, index)}</div>}
        <dl className={styles.phoneCardFields}>
          {fields.map((column) => (
            <div key={String(column.key)}>
              <dt>{column.title as ReactNode}</dt>
              <dd>{cell(column, row, index)}</dd>
            </div>
          ))}
        </dl>
        {actions && <div className={styles.phoneCardActions}>{cell(actions, row, index)}</div>}
      </div>
    ),
  };
  return { columns: [card], scroll: undefined, phone };
}
