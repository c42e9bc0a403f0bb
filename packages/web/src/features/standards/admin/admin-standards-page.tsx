import { EditOutlined, SwapOutlined, UploadOutlined } from '@ant-design/icons';
import { ADMIN_STANDARD_SORTS, PAGE_SIZES } from '@app/shared';
import { Alert, Button, Empty, Space, Table, type TableColumnsType } from 'antd';
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
import { SignupOilCard } from '../../oil/components/signup-oil-card.tsx';
import { type AdminStandard, FIRST_ADMIN_STANDARDS, useAdminStandards, useDeleteStandard } from './admin-api.ts';
import { EditStandardModal } from './edit-standard-modal.tsx';
import { ReplaceFileModal } from './replace-file-modal.tsx';
import { sizeText } from './standard-fields.tsx';
import { UploadStandardModal } from './upload-standard-modal.tsx';

/**
 * /admin/standards (ADR 0099): every listed standard by keyword, sortable by upload time, downloads and
 * price; upload with progress, edit names and price, replace the PDF, delete (ADR 0099).
 */
export function AdminStandardsPage() {
  const { t } = useTranslation('admin-standards');
  usePageTitle(t('title'));
  const message = useMessageApi();
  const [keyword, setKeyword] = useState('');
  const table = useServerTable<AdminStandard, (typeof ADMIN_STANDARD_SORTS)[number]>(
    ADMIN_STANDARD_SORTS,
    FIRST_ADMIN_STANDARDS.p_size,
  );
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<AdminStandard | null>(null);
  const [replacing, setReplacing] = useState<AdminStandard | null>(null);
  const standards = useAdminStandards({ ...table.query, ...(keyword ? { key_word: keyword } : {}) });
  const remove = useDeleteStandard();

  async function confirmRemove(standard: AdminStandard) {
    try {
      await remove.mutateAsync(standard.id);
      message.success(t('remove.done'));
    } catch (error) {
      message.error(errorMessage(error));
    }
  }

  const columns: TableColumnsType<AdminStandard> = [
    {
      key: 'name',
      title: t('columns.name'),
      render: (_, standard) => (
        <div>
          <div>{standard.ch_name}</div>
          <div className={styles.muted}>{standard.en_name}</div>
        </div>
      ),
    },
    { key: 'ver', title: t('columns.ver'), dataIndex: 'ver', width: 130 },
    {
      ...table.sortColumn('price'),
      title: t('columns.price'),
      width: 100,
      className: styles.nowrap,
      render: (_, standard) => (standard.crude_num === 0 ? t('free') : t('oil', { count: standard.crude_num })),
    },
    { ...table.sortColumn('downloads'), title: t('columns.downloads'), dataIndex: 'download_times', width: 100 },
    { key: 'purchases', title: t('columns.purchases'), dataIndex: 'purchase_count', width: 90 },
    {
      key: 'size',
      title: t('columns.fileSize'),
      width: 90,
      className: styles.nowrap,
      render: (_, standard) => sizeText(standard.file_size),
    },
    {
      ...table.sortColumn('create_time'),
      title: t('columns.createTime'),
      width: 140,
      render: (_, standard) => chinaTime(standard.create_time).format('YYYY-MM-DD HH:mm'),
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      width: 170,
      render: (_, standard) => (
        <Space size={4} wrap>
          <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(standard)}>
            {t('edit.action')}
          </Button>
          <Button size="small" icon={<SwapOutlined />} onClick={() => setReplacing(standard)}>
            {t('replace.action')}
          </Button>
          <ConfirmDeleteButton
            title={t('remove.confirm', { name: standard.ch_name })}
            description={t('remove.note')}
            label={t('remove.action')}
            okText={t('remove.ok')}
            loading={remove.isPending}
            onConfirm={() => confirmRemove(standard)}
          />
        </Space>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <AdminHeading title={t('title')} lead={t('lead')} />
      <SignupOilCard />
      <div className={styles.toolbar}>
        <AdminSearch
          placeholder={t('searchPlaceholder')}
          onSearch={(value) => {
            setKeyword(value);
            table.firstPage();
          }}
        />
        <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>
          {t('upload')}
        </Button>
      </div>
      {standards.isError && <Alert type="error" showIcon title={t('loadFailed')} />}
      <Table<AdminStandard>
        rowKey="id"
        columns={columns}
        dataSource={standards.data?.list ?? []}
        loading={standards.isLoading || (standards.isFetching && standards.isPlaceholderData)}
        scroll={{ x: 960 }}
        onChange={table.onChange}
        locale={{ emptyText: <Empty description={keyword ? t('emptySearch') : t('empty')} /> }}
        pagination={table.pagination(standards.data, PAGE_SIZES.standards.options, (count, capped) =>
          t(capped ? 'totalCapped' : 'total', { count }),
        )}
      />
      <UploadStandardModal open={uploading} onClose={() => setUploading(false)} />
      <EditStandardModal standard={editing} onClose={() => setEditing(null)} />
      <ReplaceFileModal standard={replacing} onClose={() => setReplacing(null)} />
    </div>
  );
}
