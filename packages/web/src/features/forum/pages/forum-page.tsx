import { EditOutlined } from '@ant-design/icons';
import { codeOptions, FORUM_CATEGORIES, FORUM_LIMITS, FORUM_PAGE_SIZES, FORUM_SORT_LABELS } from '@app/shared';
import { Alert, Button, Empty, Flex, Input, Pagination, Select, Skeleton, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../lib/i18n.ts';
import { useUrlFilters } from '../../../lib/url-filters.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useForumPosts } from '../api.ts';
import { useCategoryName } from '../components/forum-bits.tsx';
import { PostCard } from '../components/post-card.tsx';
import styles from '../forum.module.css';
import { readForumSearch } from '../search-params.ts';

const ALL = 'all';

function ListSkeleton() {
  return (
    <ul className={styles.list} aria-busy="true">
      {[1, 2, 3, 4].map((n) => (
        <li key={n} className={styles.card}>
          <Skeleton active title paragraph={{ rows: 2 }} />
        </li>
      ))}
    </ul>
  );
}

/**
 * /forum (docs/product/forum.md#screens): visible posts, pinned first, by latest activity or hottest, by category
 * (tabs) and keyword; the filters and the page live in the URL.
 */
export function ForumPage() {
  const { t } = useTranslation(['forum', 'common']);
  usePageTitle(t('list.title'));
  const language = useLanguage();
  const categoryName = useCategoryName();
  const navigate = useNavigate();
  const { params, setParams, update } = useUrlFilters<'category' | 'sort' | 'key_word'>();
  const current = readForumSearch(params);
  const list = useForumPosts(current);
  const posts = list.data?.list ?? [];
  const total = list.data?.total ?? 0;

  return (
    <Flex vertical gap={16} className={styles.page}>
      <header className={styles.heading}>
        <div>
          <Typography.Title level={2} className={styles.title}>
            {t('list.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('list.lead')}</Typography.Text>
        </div>
        <Button type="primary" icon={<EditOutlined />} onClick={() => navigate('/forum/create')}>
          {t('list.newPost')}
        </Button>
      </header>
      <Tabs
        activeKey={current.category ?? ALL}
        onChange={(key) => update({ category: key === ALL ? undefined : key })}
        items={[ALL, ...FORUM_CATEGORIES].map((key) => ({
          key,
          label: key === ALL ? t('list.allCategories') : categoryName(key),
        }))}
      />
      <div className={styles.filters}>
        <Select
          aria-label={t('list.sort')}
          style={{ width: 140 }}
          value={current.sort ?? 'active'}
          onChange={(value: string) => update({ sort: value === 'active' ? undefined : value })}
          options={codeOptions(FORUM_SORT_LABELS, language)}
        />
        <Input.Search
          key={current.key_word ?? ''}
          allowClear
          style={{ maxWidth: 320 }}
          defaultValue={current.key_word}
          maxLength={FORUM_LIMITS.keyword}
          placeholder={t('list.search')}
          aria-label={t('list.search')}
          onSearch={(value) => update({ key_word: value.trim() || undefined })}
        />
      </div>
      {list.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('list.loadFailed')}
          action={<Button onClick={() => list.refetch()}>{t('common:actions.retry')}</Button>}
        />
      ) : list.isLoading ? (
        <ListSkeleton />
      ) : posts.length === 0 ? (
        <Empty description={current.category || current.key_word ? t('list.emptyFiltered') : t('list.empty')} />
      ) : (
        <ul className={styles.list}>
          {posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </ul>
      )}
      {total > 0 && (
        <Flex justify="flex-end">
          <Pagination
            current={current.pn}
            pageSize={current.p_size}
            total={total}
            showSizeChanger
            responsive
            pageSizeOptions={FORUM_PAGE_SIZES.options.map(String)}
            showTotal={(count) =>
              list.data?.capped
                ? t('list.totalCapped', { total: count.toLocaleString('en-US') })
                : t('list.total', { count })
            }
            onChange={(page, size) => {
              const next = new URLSearchParams(params);
              next.set('pn', String(size === current.p_size ? page : 1));
              next.set('p_size', String(size));
              setParams(next);
            }}
          />
        </Flex>
      )}
    </Flex>
  );
}
