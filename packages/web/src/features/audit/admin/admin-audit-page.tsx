import {
  AUDIT_ACTION_LABELS,
  AUDIT_TARGET_LABELS,
  type AuditAction,
  type AuditTarget,
  codeOptions,
  labelOf,
} from '@app/shared';
import { Alert, DatePicker, Empty, InputNumber, Select, Table, type TableColumnsType, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/admin/admin.module.css';
import { AdminHeading, useServerTable } from '../../../components/admin/server-table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { chinaTime } from '../../../lib/china-time.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { AUDIT_PAGE_SIZES, type AuditEntry, type AuditRequest, FIRST_AUDIT, useAuditLog } from './admin-api.ts';
import auditStyles from './audit.module.css';
import { AuditChange } from './audit-change.tsx';

type Filters = Omit<AuditRequest, 'pn' | 'p_size'>;

const day = (value: Dayjs) => value.format('YYYY-MM-DD');

/**
 * /admin/audit (ADR 0101): every administrator's write, newest first, filtered by action, target,
 * administrator and days; a row opens on its before and after side by side.
 */
export function AdminAuditPage() {
  const { t } = useTranslation(['admin-audit', 'layout']);
  usePageTitle(t('layout:admin.audit'));
  const language = useLanguage();
  const [filters, setFilters] = useState<Filters>({});
  // Newest first is the only order: paging without sortable columns.
  const table = useServerTable<AuditEntry, never>([], FIRST_AUDIT.p_size);
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const audit = useAuditLog({ ...table.paging, ...filters });

  const filter = (next: Filters) => {
    setFilters((current) => {
      const merged = { ...current, ...next };
      for (const key of Object.keys(merged) as (keyof Filters)[]) if (merged[key] === undefined) delete merged[key];
      return merged;
    });
    table.firstPage();
  };

  const columns: TableColumnsType<AuditEntry> = [
    {
      key: 'time',
      title: t('columns.time'),
      width: 170,
      render: (_, entry) => chinaTime(entry.create_time).format('YYYY-MM-DD HH:mm:ss'),
    },
    {
      key: 'actor',
      title: t('columns.actor'),
      render: (_, entry) => (
        <div>
          <div>{entry.actor_name || t('unknownActor')}</div>
          <div className={styles.muted}>{entry.actor_id === null ? t('deletedActor') : `ID ${entry.actor_id}`}</div>
        </div>
      ),
    },
    {
      key: 'action',
      title: t('columns.action'),
      render: (_, entry) => <Tag>{labelOf(AUDIT_ACTION_LABELS, entry.action, language)}</Tag>,
    },
    {
      key: 'target',
      title: t('columns.target'),
      render: (_, entry) =>
        `${labelOf(AUDIT_TARGET_LABELS, entry.target_type, language)}${entry.target_id === null ? '' : ` #${entry.target_id}`}`,
    },
    { key: 'summary', title: t('columns.summary'), dataIndex: 'summary', ellipsis: true },
  ];

  const filtered = Object.keys(filters).length > 0;
  return (
    <div className={styles.page}>
      <AdminHeading title={t('title')} lead={t('lead')} />
      <div className={auditStyles.filters}>
        <Select<AuditAction>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 200 }}
          placeholder={t('filters.action')}
          aria-label={t('filters.action')}
          options={codeOptions(AUDIT_ACTION_LABELS, language)}
          value={filters.action}
          onChange={(action) => filter({ action: action ?? undefined })}
        />
        <Select<AuditTarget>
          allowClear
          style={{ width: 160 }}
          placeholder={t('filters.target')}
          aria-label={t('filters.target')}
          options={codeOptions(AUDIT_TARGET_LABELS, language)}
          value={filters.target_type}
          onChange={(target) => filter({ target_type: target ?? undefined })}
        />
        <InputNumber<number>
          min={1}
          max={2_147_483_647}
          precision={0}
          style={{ width: 160 }}
          placeholder={t('filters.actor')}
          aria-label={t('filters.actor')}
          value={filters.actor_id ?? null}
          onChange={(id) => filter({ actor_id: id ?? undefined })}
        />
        <DatePicker.RangePicker
          value={range}
          aria-label={t('filters.days')}
          placeholder={[t('filters.from'), t('filters.to')]}
          onChange={(values) => {
            const [from, to] = values ?? [];
            setRange(from && to ? [from, to] : null);
            filter(from && to ? { from: day(from), to: day(to) } : { from: undefined, to: undefined });
          }}
        />
      </div>
      <p className={styles.muted} style={{ margin: 0 }}>
        {t('utcNote')}
      </p>
      {audit.isError && <Alert type="error" showIcon title={errorMessage(audit.error, t('loadFailed'))} />}
      <Table<AuditEntry>
        rowKey="id"
        columns={columns}
        dataSource={audit.data?.list ?? []}
        loading={audit.isLoading || (audit.isFetching && audit.isPlaceholderData)}
        scroll={{ x: 860 }}
        onChange={table.onChange}
        expandable={{ expandedRowRender: (entry) => <AuditChange entry={entry} /> }}
        locale={{ emptyText: <Empty description={filtered ? t('emptyFiltered') : t('empty')} /> }}
        pagination={table.pagination(audit.data, AUDIT_PAGE_SIZES, (count, capped) =>
          t(capped ? 'totalCapped' : 'total', { count }),
        )}
      />
    </div>
  );
}
