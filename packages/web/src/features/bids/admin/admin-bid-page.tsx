import { EditOutlined, HistoryOutlined, PlusOutlined, ReloadOutlined, TeamOutlined } from '@ant-design/icons';
import { BID_LIMITS, BID_LIST_STATUSES, type BidStatus } from '@app/shared';
import { Alert, Button, Empty, Popconfirm, Select, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/admin/admin.module.css';
import {
  AdminHeading,
  AdminSearch,
  ConfirmDeleteButton,
  useServerTable,
} from '../../../components/admin/server-table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { chinaTime } from '../../../lib/china-time.ts';
import { useMessageApi } from '../../../lib/feedback.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { type BidSummary, FIRST_ADMIN_BIDS, useAdminBids, useRegenerateBidCode, useRevokeBid } from './admin-api.ts';
import { AttemptsDrawer } from './attempts-drawer.tsx';
import { BidFormModal } from './bid-form-modal.tsx';
import { EngineersDrawer } from './engineers-drawer.tsx';

const STATUS_COLORS: Record<BidStatus, string> = { active: 'green', revoked: 'default', expired: 'orange' };

/** The public link as the client opens it. */
const fullLink = (link: string) => (typeof window === 'undefined' ? link : `${window.location.origin}${link}`);

/**
 * /admin/bid: bids by title/client and status, with their code and random public link to copy; create and edit, pick
 * and order the engineers, regenerate the code and link (ends every visitor's access) or revoke the bid behind a
 * confirmation, and read each bid's verification attempts (ADR 0123).
 */
export function AdminBidPage() {
  const { t } = useTranslation(['admin-bids', 'common']);
  usePageTitle(t('title'));
  const message = useMessageApi();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<BidStatus | undefined>();
  const table = useServerTable<BidSummary, never>([], FIRST_ADMIN_BIDS.p_size);
  const [form, setForm] = useState<{ bid: BidSummary | null } | null>(null);
  const [engineersOf, setEngineersOf] = useState<BidSummary | null>(null);
  const [attemptsOf, setAttemptsOf] = useState<BidSummary | null>(null);
  const bids = useAdminBids({
    ...table.query,
    ...(keyword ? { key_word: keyword } : {}),
    ...(status ? { status } : {}),
  });
  const regenerate = useRegenerateBidCode();
  const revoke = useRevokeBid();

  async function run(action: typeof regenerate, bid: BidSummary, done: ParseKeys<'admin-bids'>) {
    try {
      const saved = await action.mutateAsync(bid.id);
      message.success(t(done, { code: saved.code }));
    } catch (error) {
      message.error(errorMessage(error));
    }
  }

  const columns: TableColumnsType<BidSummary> = [
    {
      key: 'title',
      title: t('columns.title'),
      width: 180,
      render: (_, bid) => (
        <div>
          <div>{bid.title}</div>
          <div className={styles.muted}>{bid.client_name}</div>
        </div>
      ),
    },
    {
      key: 'code',
      title: t('columns.code'),
      width: 120,
      render: (_, bid) => (
        <Typography.Text
          code
          copyable={{ text: bid.code, tooltips: [t('copy'), t('copied')] }}
          style={{ whiteSpace: 'nowrap' }}
        >
          {bid.code}
        </Typography.Text>
      ),
    },
    {
      key: 'link',
      title: t('columns.link'),
      width: 240,
      render: (_, bid) => (
        // A long link breaks anywhere rather than squeezing the other columns.
        <Typography.Text
          copyable={{ text: fullLink(bid.link), tooltips: [t('copy'), t('copied')] }}
          style={{ wordBreak: 'break-all' }}
        >
          <a href={bid.link} target="_blank" rel="noreferrer">
            {bid.link}
          </a>
        </Typography.Text>
      ),
    },
    { key: 'engineers', title: t('columns.engineers'), dataIndex: 'engineer_count' },
    { key: 'expiry', title: t('columns.expiry'), dataIndex: 'expires_on' },
    {
      key: 'status',
      title: t('columns.status'),
      render: (_, bid) => <Tag color={STATUS_COLORS[bid.status]}>{t(`status.${bid.status}`)}</Tag>,
    },
    {
      key: 'created',
      title: t('columns.created'),
      width: 110,
      render: (_, bid) => chinaTime(bid.create_time).format('YYYY-MM-DD HH:mm'),
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      width: 210,
      // Kept in sight while the wider columns scroll (the console's content is about 1,000 px at 1,280).
      fixed: 'right',
      render: (_, bid) => (
        <Space size={4} wrap>
          <Button size="small" icon={<EditOutlined />} onClick={() => setForm({ bid })}>
            {t('edit')}
          </Button>
          <Button size="small" icon={<TeamOutlined />} onClick={() => setEngineersOf(bid)}>
            {t('engineers.action')}
          </Button>
          <Button size="small" icon={<HistoryOutlined />} onClick={() => setAttemptsOf(bid)}>
            {t('attempts.action')}
          </Button>
          {bid.status !== 'revoked' && (
            <Popconfirm
              title={t('regenerate.confirm', { title: bid.title })}
              description={<div style={{ maxWidth: 320 }}>{t('regenerate.note')}</div>}
              okText={t('regenerate.ok')}
              cancelText={t('common:actions.cancel')}
              okButtonProps={{ loading: regenerate.isPending }}
              onConfirm={() => run(regenerate, bid, 'regenerate.done')}
            >
              <Button size="small" icon={<ReloadOutlined />}>
                {t('regenerate.action')}
              </Button>
            </Popconfirm>
          )}
          {bid.status !== 'revoked' && (
            <ConfirmDeleteButton
              title={t('revoke.confirm', { title: bid.title })}
              description={t('revoke.note')}
              label={t('revoke.action')}
              okText={t('revoke.ok')}
              loading={revoke.isPending}
              onConfirm={() => run(revoke, bid, 'revoke.done')}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <AdminHeading title={t('title')} lead={t('lead')} />
      <div className={styles.toolbar}>
        <div className={styles.filters}>
          <AdminSearch
            placeholder={t('searchPlaceholder')}
            onSearch={(value) => {
              setKeyword(value);
              table.firstPage();
            }}
          />
          <Select<BidStatus>
            allowClear
            style={{ minWidth: 140 }}
            placeholder={t('columns.status')}
            aria-label={t('columns.status')}
            value={status}
            options={BID_LIST_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
            onChange={(value) => {
              setStatus(value);
              table.firstPage();
            }}
          />
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ bid: null })}>
          {t('create')}
        </Button>
      </div>
      {bids.isError && <Alert type="error" showIcon title={errorMessage(bids.error, t('loadFailed'))} />}
      <Table<BidSummary>
        rowKey="id"
        columns={columns}
        dataSource={bids.data?.list ?? []}
        loading={bids.isLoading || (bids.isFetching && bids.isPlaceholderData)}
        scroll={{ x: 1080 }}
        onChange={table.onChange}
        locale={{ emptyText: <Empty description={keyword || status ? t('emptySearch') : t('empty')} /> }}
        pagination={{
          current: table.paging.pn,
          pageSize: table.paging.p_size,
          total: bids.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: BID_LIMITS.pageSizes.options.map(String),
          showTotal: (count) => t(bids.data?.capped ? 'totalCapped' : 'total', { count }),
        }}
      />
      <BidFormModal
        open={form !== null}
        bid={form?.bid ?? null}
        onClose={() => setForm(null)}
        onSaved={(saved) => {
          if (!form?.bid) setEngineersOf(saved);
        }}
      />
      <EngineersDrawer bid={engineersOf} onClose={() => setEngineersOf(null)} />
      <AttemptsDrawer bid={attemptsOf} onClose={() => setAttemptsOf(null)} />
    </div>
  );
}
