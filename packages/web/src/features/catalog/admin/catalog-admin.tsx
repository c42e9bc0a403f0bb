import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  MergeOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { CATALOG_SORT_LABELS, type CatalogSort } from '@app/shared';
import { Alert, Button, Empty, Image, Input, Popconfirm, Segmented, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/admin/admin.module.css';
import { AdminHeading } from '../../../components/admin/server-table.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useMessageApi } from '../../../lib/feedback.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCategoryLabel } from '../components/category-label.ts';
import {
  ADMIN_CATALOG_PAGE_SIZES,
  type AdminCatalogItem,
  type AdminCatalogKind,
  FIRST_ADMIN_CATALOG,
  useAdminCatalog,
  useDeleteCatalogItem,
  useReorderCatalog,
} from './admin-api.ts';
import { CatalogItemModal } from './catalog-item-modal.tsx';
import { MergeModal } from './merge-modal.tsx';

/**
 * /admin/majors and /admin/certificates (ADR 0108): the catalogue with each entry's usage,
 * searched and paged by the server, sorted by order, name or usage; add and edit (certificates with an image), move
 * up or down, delete when unused, and when the server refuses (in use) its message and an offer to merge.
 */
export function CatalogAdmin({ kind }: { kind: AdminCatalogKind }) {
  const { t } = useTranslation(['admin-catalog', 'common']);
  const language = useLanguage();
  usePageTitle(t(`${kind}.title`));
  const categoryLabel = useCategoryLabel();
  const message = useMessageApi();
  const [keyword, setKeyword] = useState('');
  const [sort, setSort] = useState<CatalogSort>(FIRST_ADMIN_CATALOG.sort);
  const [paging, setPaging] = useState<{ pn: number; p_size: number }>({
    pn: FIRST_ADMIN_CATALOG.pn,
    p_size: FIRST_ADMIN_CATALOG.p_size,
  });
  const [editing, setEditing] = useState<AdminCatalogItem | null>(null);
  const [adding, setAdding] = useState(false);
  const [merging, setMerging] = useState<{ item: AdminCatalogItem; reason: string | null } | null>(null);
  const list = useAdminCatalog(kind, { ...paging, sort, ...(keyword ? { key_word: keyword } : {}) });
  const remove = useDeleteCatalogItem(kind);
  const reorder = useReorderCatalog(kind);
  const rows = list.data?.list ?? [];

  async function confirmRemove(item: AdminCatalogItem) {
    try {
      await remove.mutateAsync(item.id);
      message.success(t('remove.done', { name: item.name }));
    } catch (error) {
      // In use: the server names the usage; merging is the way out.
      if (error instanceof ApiError && error.status === 409) setMerging({ item, reason: errorMessage(error) });
      else message.error(errorMessage(error));
    }
  }

  async function move(index: number, by: -1 | 1) {
    const item = rows[index];
    const other = rows[index + by];
    if (!item || !other) return;
    try {
      await reorder.mutateAsync(by < 0 ? [item.id, other.id] : [other.id, item.id]);
    } catch (error) {
      message.error(errorMessage(error));
    }
  }

  const ordered = sort === 'sort';
  const columns: TableColumnsType<AdminCatalogItem> = [
    {
      key: 'name',
      title: t('columns.name'),
      render: (_, item) => (
        <Space>
          {item.image_url && <Image src={item.image_url} alt="" width={40} />}
          <div>
            <div>{item.name}</div>
            <div className={styles.muted}>{item.en_name}</div>
          </div>
        </Space>
      ),
    },
    { key: 'category', title: t('columns.category'), render: (_, item) => categoryLabel(item.category) },
    {
      key: 'usage',
      title: t('columns.usage'),
      render: (_, item) =>
        `${t('usageJobs', { count: item.job_count })} · ${t('usageResumes', { count: item.resume_count })}`,
    },
    {
      key: 'order',
      title: t('columns.order'),
      render: (_, item, index) => (
        <Space size={4}>
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={t('moveUp', { name: item.name })}
            title={ordered ? t('moveUp', { name: item.name }) : t('moveOnlyInOrder')}
            disabled={!ordered || index === 0 || reorder.isPending}
            onClick={() => move(index, -1)}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={t('moveDown', { name: item.name })}
            title={ordered ? t('moveDown', { name: item.name }) : t('moveOnlyInOrder')}
            disabled={!ordered || index === rows.length - 1 || reorder.isPending}
            onClick={() => move(index, 1)}
          />
        </Space>
      ),
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      render: (_, item) => (
        <Space size={4} wrap>
          <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(item)}>
            {t('edit.action')}
          </Button>
          <Button size="small" icon={<MergeOutlined />} onClick={() => setMerging({ item, reason: null })}>
            {t('merge.action')}
          </Button>
          <Popconfirm
            title={t('remove.confirm', { name: item.name })}
            okText={t('remove.ok')}
            okButtonProps={{ danger: true, loading: remove.isPending }}
            cancelText={t('common:actions.cancel')}
            onConfirm={() => confirmRemove(item)}
          >
            <Button size="small" danger icon={<DeleteOutlined />}>
              {t('remove.action')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <AdminHeading title={t(`${kind}.title`)} lead={t(`${kind}.lead`)} />
      <div className={styles.toolbar}>
        <Space wrap>
          <Input.Search
            allowClear
            style={{ maxWidth: 320 }}
            placeholder={t('searchPlaceholder')}
            aria-label={t('searchPlaceholder')}
            onSearch={(value) => {
              setKeyword(value.trim());
              setPaging((p) => ({ ...p, pn: 1 }));
            }}
          />
          <Segmented<CatalogSort>
            aria-label={t('sortBy')}
            value={sort}
            onChange={(value) => {
              setSort(value);
              setPaging((p) => ({ ...p, pn: 1 }));
            }}
            options={CATALOG_SORT_LABELS.map((s) => ({ value: s.value, label: s[language] }))}
          />
        </Space>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          {t(`${kind}.add`)}
        </Button>
      </div>
      {list.isError && <Alert type="error" showIcon title={t('loadFailed')} />}
      <Table<AdminCatalogItem>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={list.isLoading || (list.isFetching && list.isPlaceholderData)}
        scroll={{ x: 880 }}
        locale={{ emptyText: <Empty description={keyword ? t('emptySearch') : t('empty')} /> }}
        pagination={{
          current: paging.pn,
          pageSize: paging.p_size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: ADMIN_CATALOG_PAGE_SIZES.map(String),
          showTotal: (count) => t('total', { count }),
          onChange: (pn, size) => setPaging({ pn: size === paging.p_size ? pn : 1, p_size: size }),
        }}
      />
      <CatalogItemModal
        kind={kind}
        open={adding || editing !== null}
        item={editing}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
      />
      <MergeModal
        kind={kind}
        item={merging?.item ?? null}
        reason={merging?.reason ?? null}
        onClose={() => setMerging(null)}
      />
    </div>
  );
}
