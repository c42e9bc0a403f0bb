import { ArrowDownOutlined, ArrowUpOutlined, ExportOutlined, PlusOutlined } from '@ant-design/icons';
import { HOMEPAGE_LIMITS, type HomepageItem, type HomepageSection } from '@app/shared';
import { Alert, Button, Empty, Flex, Space, Table, type TableColumnsType } from 'antd';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminHeading, AdminSearch, ConfirmDeleteButton } from '../../../components/admin/server-table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { chinaTime } from '../../../lib/china-time.ts';
import { useMessageApi } from '../../../lib/feedback.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { adminHomepageQuery, useAdminHomepage, useDeleteHomepageItem, useReorderHomepage } from './admin-api.ts';
import styles from './homepage-admin.module.css';
import { ItemFormModal } from './item-form-modal.tsx';

const PAGE_TITLES: Record<HomepageSection, `layout:${ParseKeys<'layout'>}`> = {
  service: 'layout:admin.comService',
  achievement: 'layout:admin.comAchievement',
  qualification: 'layout:admin.comQualification',
  carousel: 'layout:admin.comCarousel',
};

type Editing = { item: HomepageItem | null } | null;

/** The order with the item at `index` moved one place up (-1) or down (+1). */
export function moved(ids: number[], index: number, step: -1 | 1): number[] {
  const next = [...ids];
  const other = index + step;
  if (other < 0 || other >= next.length) return next;
  [next[index], next[other]] = [next[other] as number, next[index] as number];
  return next;
}

/**
 * One section of the company homepage in the back office (/admin/com/*): its items in their public order with
 * thumbnails, search by title, add and edit in a dialog (both languages, image), move up and down, delete after
 * confirming. The four admin pages are this component with their section.
 */
export function HomepageSectionAdmin({ section }: { section: HomepageSection }) {
  const { t } = useTranslation(['homepage', 'layout']);
  usePageTitle(t(PAGE_TITLES[section]));
  const language = useLanguage();
  const message = useMessageApi();
  const [keyword, setKeyword] = useState('');
  const [pn, setPn] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const list = useAdminHomepage(adminHomepageQuery(section, pn, keyword));
  const remove = useDeleteHomepageItem();
  const reorder = useReorderHomepage();
  const items = list.data?.list ?? [];
  const total = list.data?.total ?? 0;
  // Moving needs the whole section on screen: not while searching (a section holds at most one page).
  const canMove = !keyword && total <= HOMEPAGE_LIMITS.perSection;
  const full = !keyword && total >= HOMEPAGE_LIMITS.perSection;

  const run = async (work: Promise<unknown>, done: ParseKeys<'homepage'>) => {
    try {
      await work;
      message.success(t(done));
    } catch (error) {
      message.error(errorMessage(error));
    }
  };
  const move = (index: number, step: -1 | 1) =>
    run(
      reorder.mutateAsync({
        section,
        ids: moved(
          items.map((i) => i.id),
          index,
          step,
        ),
      }),
      'reordered',
    );

  const columns: TableColumnsType<HomepageItem> = [
    { key: 'position', title: t('columns.position'), width: 64, render: (_, _item, index) => index + 1 },
    {
      key: 'image',
      title: t('columns.image'),
      width: 120,
      render: (_, item) =>
        item.image_url ? (
          <img src={item.image_url} alt={language === 'en' ? item.en_title : item.title} className={styles.thumb} />
        ) : (
          <div className={styles.noThumb}>{t('noImage')}</div>
        ),
    },
    {
      key: 'title',
      title: t('columns.title'),
      render: (_, item) => (
        <div>
          <div>{item.title}</div>
          <div className={styles.excerpt}>{item.en_title}</div>
        </div>
      ),
    },
    section === 'carousel'
      ? {
          key: 'link',
          title: t('columns.link'),
          render: (_, item) =>
            item.link ? (
              <a href={item.link} target="_blank" rel="noreferrer">
                {item.link}
              </a>
            ) : (
              '-'
            ),
        }
      : {
          key: 'body',
          title: t('columns.body'),
          render: (_, item) => <div className={styles.excerpt}>{language === 'en' ? item.en_body : item.body}</div>,
        },
    {
      key: 'updated',
      title: t('columns.updated'),
      width: 150,
      render: (_, item) => chinaTime(item.update_time).format('YYYY-MM-DD HH:mm'),
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      width: 220,
      render: (_, item, index) => (
        <Space size={4} wrap>
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={t('moveUp', { title: item.title })}
            title={t('moveUpShort')}
            disabled={!canMove || index === 0 || reorder.isPending}
            onClick={() => void move(index, -1)}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={t('moveDown', { title: item.title })}
            title={t('moveDownShort')}
            disabled={!canMove || index === items.length - 1 || reorder.isPending}
            onClick={() => void move(index, 1)}
          />
          <Button size="small" onClick={() => setEditing({ item })}>
            {t('edit')}
          </Button>
          <ConfirmDeleteButton
            title={t('confirmDelete', { title: language === 'en' ? item.en_title : item.title })}
            label={t('delete')}
            loading={remove.isPending}
            onConfirm={() => run(remove.mutateAsync(item.id), 'deleted')}
          />
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <AdminHeading title={t(PAGE_TITLES[section])} lead={t(`lead.${section}`)} />
      <Flex wrap gap={12} align="center" justify="space-between">
        <AdminSearch
          placeholder={t('searchPlaceholder')}
          onSearch={(value) => {
            setKeyword(value);
            setPn(1);
          }}
        />
        <Space wrap>
          <Button href="/company" target="_blank" icon={<ExportOutlined />}>
            {t('viewPage')}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} disabled={full} onClick={() => setEditing({ item: null })}>
            {t('add')}
          </Button>
        </Space>
      </Flex>
      {full && <Alert type="info" showIcon title={t('full', { max: HOMEPAGE_LIMITS.perSection })} />}
      {list.isError && <Alert type="error" showIcon title={errorMessage(list.error)} />}
      <Table<HomepageItem>
        rowKey="id"
        columns={columns}
        dataSource={items}
        loading={list.isLoading}
        scroll={{ x: 900 }}
        locale={{ emptyText: <Empty description={t(keyword ? 'noMatch' : 'empty')} /> }}
        pagination={{
          current: pn,
          pageSize: HOMEPAGE_LIMITS.perSection,
          total,
          hideOnSinglePage: true,
          showTotal: (count) => t('total', { count }),
          onChange: setPn,
        }}
      />
      <ItemFormModal
        section={section}
        item={editing?.item ?? null}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Flex>
  );
}
