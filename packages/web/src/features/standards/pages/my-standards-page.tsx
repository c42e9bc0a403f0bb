import { OIL_REASON_LABELS } from '@app/shared';
import { Card, Empty, Flex, type TableColumnsType, type TablePaginationConfig, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { chinaTime } from '../../../lib/china-time.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { type OilLedgerEntry, useOilLedger } from '../../oil/api.ts';
import { type MyStandard, useMyStandards } from '../api.ts';
import { ListFailed, ListTable } from '../components/list-table.tsx';
import { StandardActionButton, useStandardActions } from '../components/standard-action.tsx';
import { StandardName } from '../components/standard-name.tsx';
import { readMyStandardsPage, STANDARD_PAGE_SIZE, STANDARD_PAGE_SIZES } from '../search-params.ts';
import styles from '../standards.module.css';

const time = (iso: string | null | undefined) => (iso ? chinaTime(iso).format('YYYY-MM-DD HH:mm') : '');

/** The tab, page and size in the URL (?tab=ledger&pn=2&p_size=20); another tab or size starts at page 1. */
function usePagedTab() {
  const [params, setParams] = useSearchParams();
  const { tab, pn, psize } = readMyStandardsPage(params);
  const write = (next: { tab: string; pn: number; psize: number }) => {
    const query: Record<string, string> = {};
    if (next.tab !== 'standards') query.tab = next.tab;
    if (next.pn > 1) query.pn = String(next.pn);
    if (next.psize !== STANDARD_PAGE_SIZE) query.p_size = String(next.psize);
    setParams(query);
  };
  const pagination = (total: number): TablePaginationConfig => ({
    current: pn,
    pageSize: psize,
    total,
    showSizeChanger: true,
    pageSizeOptions: STANDARD_PAGE_SIZES.map(String),
    onChange: (page, size) => write({ tab, pn: size === psize ? page : 1, psize: size }),
  });
  return { tab, pn, psize, pagination, setTab: (next: string) => write({ tab: next, pn: 1, psize }) };
}

function PurchasedStandards({ pn, psize, pagination }: ReturnType<typeof usePagedTab>) {
  const { t } = useTranslation('standards');
  const list = useMyStandards(pn, psize);
  const actions = useStandardActions();
  const columns: TableColumnsType<MyStandard> = [
    {
      key: 'name',
      title: t('fields.name'),
      render: (_, row) => (
        <Link to={`/standard/${row.id}`}>
          <StandardName standard={row} />
        </Link>
      ),
    },
    { key: 'ver', title: t('fields.ver'), dataIndex: 'ver', width: 140, className: styles.noWrap },
    {
      key: 'bought',
      title: t('mine.purchaseTime'),
      width: 150,
      className: styles.noWrap,
      render: (_, row) => time(row.purchase_time),
    },
    {
      key: 'actions',
      title: t('fields.actions'),
      width: 110,
      render: (_, row) => <StandardActionButton standard={{ ...row, purchased: true }} actions={actions} />,
    },
  ];
  return (
    <>
      {actions.contextHolder}
      <ListTable<MyStandard>
        query={list}
        columns={columns}
        width={640}
        failed={<ListFailed title={t('mine.loadFailed')} />}
        empty={
          <Empty description={t('mine.empty')}>
            <Link to="/standards">{t('mine.browse')}</Link>
          </Empty>
        }
        pagination={pagination(list.data?.total ?? 0)}
      />
    </>
  );
}

function OilLedger({ pn, psize, pagination }: ReturnType<typeof usePagedTab>) {
  const { t } = useTranslation('standards');
  const ledger = useOilLedger(pn, psize);
  const language = useLanguage();
  const reason = (row: OilLedgerEntry) => {
    const label = OIL_REASON_LABELS.find((item) => item.value === row.reason)?.[language] ?? row.reason;
    return row.note ? `${label} · ${row.note}` : label;
  };
  const columns: TableColumnsType<OilLedgerEntry> = [
    {
      key: 'amount',
      title: t('mine.amount'),
      width: 90,
      className: styles.noWrap,
      render: (_, row) => (
        <span className={row.amount >= 0 ? styles.plus : styles.minus}>
          {row.amount > 0 ? `+${row.amount}` : row.amount}
        </span>
      ),
    },
    { key: 'reason', title: t('mine.reason'), render: (_, row) => reason(row) },
    {
      key: 'balance',
      title: t('mine.balanceAfter'),
      dataIndex: 'balance_after',
      width: 130,
      align: 'right',
      className: styles.noWrap,
    },
    {
      key: 'standard',
      title: t('mine.standard'),
      render: (_, row) =>
        row.standard_id ? <Link to={`/standard/${row.standard_id}`}>{row.standard_name ?? row.standard_id}</Link> : '',
    },
    {
      key: 'time',
      title: t('mine.time'),
      width: 150,
      className: styles.noWrap,
      render: (_, row) => time(row.create_time),
    },
  ];
  return (
    <ListTable<OilLedgerEntry>
      query={ledger}
      columns={columns}
      width={700}
      failed={<ListFailed title={t('mine.ledgerFailed')} />}
      empty={t('mine.ledgerEmpty')}
      pagination={pagination(ledger.data?.total ?? 0)}
    />
  );
}

/** /user/standard (job seekers): my purchased standards (download again for free) and my oil history, both paged. */
export function MyStandardsPage() {
  const { t } = useTranslation('standards');
  usePageTitle(t('mine.title'));
  const paged = usePagedTab();
  return (
    <Card>
      <Flex vertical gap={4}>
        <Typography.Title level={3} className={styles.title}>
          {t('mine.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('mine.lead')}</Typography.Text>
      </Flex>
      <Tabs
        activeKey={paged.tab}
        onChange={paged.setTab}
        destroyOnHidden
        items={[
          { key: 'standards', label: t('mine.standards'), children: <PurchasedStandards {...paged} /> },
          { key: 'ledger', label: t('mine.ledger'), children: <OilLedger {...paged} /> },
        ]}
      />
    </Card>
  );
}
