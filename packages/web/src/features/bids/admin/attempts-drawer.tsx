import { BID_LIMITS } from '@app/shared';
import { Alert, Drawer, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { chinaTime } from '../../../lib/china-time.ts';
import { type BidAttempt, type BidSummary, useBidAttempts } from './admin-api.ts';

/** A bid's verification attempts: time, address and whether the code was right; newest first. */
export function AttemptsDrawer({ bid, onClose }: { bid: BidSummary | null; onClose: () => void }) {
  const { t } = useTranslation('admin-bids');
  const [paging, setPaging] = useState<{ pn: number; p_size: number }>({
    pn: 1,
    p_size: BID_LIMITS.pageSizes.default,
  });
  const attempts = useBidAttempts({ bid_id: bid?.id ?? 0, ...paging }, bid !== null);

  const columns: TableColumnsType<BidAttempt> = [
    {
      key: 'time',
      title: t('attempts.time'),
      render: (_, attempt) => chinaTime(attempt.create_time).format('YYYY-MM-DD HH:mm:ss'),
    },
    { key: 'address', title: t('attempts.address'), dataIndex: 'address' },
    {
      key: 'success',
      title: t('attempts.result'),
      render: (_, attempt) =>
        attempt.success ? (
          <Tag color="green">{t('attempts.success')}</Tag>
        ) : (
          <Tag color="red">{t('attempts.failure')}</Tag>
        ),
    },
  ];

  return (
    <Drawer
      title={bid ? t('attempts.title', { title: bid.title }) : ''}
      open={bid !== null}
      onClose={() => {
        setPaging((p) => ({ ...p, pn: 1 }));
        onClose();
      }}
      size={640}
      destroyOnHidden
    >
      {attempts.isError && <Alert type="error" showIcon title={errorMessage(attempts.error)} />}
      <Table<BidAttempt>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={attempts.data?.list ?? []}
        loading={attempts.isLoading}
        locale={{ emptyText: t('attempts.empty') }}
        pagination={{
          current: paging.pn,
          pageSize: paging.p_size,
          total: attempts.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: BID_LIMITS.pageSizes.options.map(String),
          onChange: (pn, size) => setPaging({ pn: size === paging.p_size ? pn : 1, p_size: size }),
          showTotal: (count) => t('attempts.total', { count }),
        }}
      />
    </Drawer>
  );
}
