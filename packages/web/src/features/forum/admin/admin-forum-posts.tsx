import { EyeInvisibleOutlined, EyeOutlined, LockOutlined, PushpinOutlined, UnlockOutlined } from '@ant-design/icons';
import {
  codeOptions,
  FORUM_CATEGORIES,
  FORUM_CATEGORY_LABELS,
  FORUM_POST_STATES,
  type ForumCategory,
  type ForumPostState,
} from '@app/shared';
import { Alert, Button, Empty, Select, Space, Table, type TableColumnsType, Tag } from 'antd';
import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminSearch, ConfirmDeleteButton, useServerTable } from '../../../components/admin/server-table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { chinaTime } from '../../../lib/china-time.ts';
import { useMessageApi } from '../../../lib/feedback.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { type ForumModeration, useAdminDeletePost, useModeratePost } from '../api.ts';
import {
  ADMIN_FORUM_PAGE_SIZES,
  FIRST_ADMIN_FORUM_PAGE,
  type ForumPostSummary,
  useAdminForumPosts,
} from './admin-api.ts';
import styles from './admin-forum.module.css';

/** The sum of the columns' widths (the title's 240 included). */
const TABLE_WIDTH = 1040;
const ANY = 'any';
type Flag = '0' | '1';
const asFlag = (value: string): Flag | undefined => (value === '0' || value === '1' ? value : undefined);
const time = (iso: string) => chinaTime(iso).format('YYYY-MM-DD HH:mm');

/** The state tags of a post: pinned, locked, hidden (or visible). */
function PostStateTags({ post }: { post: ForumPostSummary }) {
  const { t } = useTranslation('admin-forum');
  return (
    <Space size={4} wrap>
      {post.hidden ? <Tag color="red">{t('state.hidden')}</Tag> : <Tag color="green">{t('state.visible')}</Tag>}
      {post.pinned && <Tag color="gold">{t('state.pinned')}</Tag>}
      {post.locked && <Tag color="purple">{t('state.locked')}</Tag>}
    </Space>
  );
}

/** The Posts tab of /admin/forum: every post (hidden too) by keyword, category and state; pin, lock, hide, delete. */
export function AdminForumPosts() {
  const { t } = useTranslation('admin-forum');
  const language = useLanguage();
  const message = useMessageApi();
  const table = useServerTable<ForumPostSummary, never>([], FIRST_ADMIN_FORUM_PAGE.p_size);
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState<ForumCategory | undefined>();
  const [state, setState] = useState<ForumPostState | undefined>();
  const [pinned, setPinned] = useState<Flag | undefined>();
  const [locked, setLocked] = useState<Flag | undefined>();
  const posts = useAdminForumPosts({
    ...table.paging,
    ...(keyword ? { key_word: keyword } : {}),
    ...(category ? { category } : {}),
    ...(state ? { state } : {}),
    ...(pinned ? { pinned } : {}),
    ...(locked ? { locked } : {}),
  });
  const moderate = useModeratePost();
  const remove = useAdminDeletePost();
  const categoryName = (value: ForumCategory) =>
    FORUM_CATEGORY_LABELS.find((c) => c.value === value)?.[language] ?? value;

  async function change(post: ForumPostSummary, flags: Omit<ForumModeration, 'id'>, done: ParseKeys<'admin-forum'>) {
    try {
      await moderate.mutateAsync({ id: post.id, ...flags });
      message.success(t(done, { title: post.title }));
    } catch (error) {
      message.error(errorMessage(error));
    }
  }

  async function confirmRemove(post: ForumPostSummary) {
    try {
      await remove.mutateAsync(post.id);
      message.success(t('remove.done'));
    } catch (error) {
      message.error(errorMessage(error));
    }
  }

  const busy = (post: ForumPostSummary) => moderate.isPending && moderate.variables?.id === post.id;
  const columns: TableColumnsType<ForumPostSummary> = [
    {
      key: 'title',
      title: t('columns.title'),
      width: 240,
      render: (_, post) => (
        <Link to={`/forum/post/${post.id}`} className={styles.title}>
          {post.title}
        </Link>
      ),
    },
    { key: 'author', title: t('columns.author'), width: 110, render: (_, post) => post.author.nick_name },
    { key: 'category', title: t('columns.category'), width: 100, render: (_, post) => categoryName(post.category) },
    {
      key: 'counts',
      title: t('columns.counts'),
      width: 150,
      render: (_, post) => (
        <span className={styles.muted}>
          {t('counts', { likes: post.like_count, comments: post.comment_count, views: post.view_count })}
        </span>
      ),
    },
    {
      key: 'times',
      title: t('columns.times'),
      width: 170,
      render: (_, post) => (
        <div className={styles.muted}>
          <div>{t('created', { time: time(post.create_time) })}</div>
          <div>{t('active', { time: time(post.last_activity_time) })}</div>
        </div>
      ),
    },
    { key: 'state', title: t('columns.state'), width: 90, render: (_, post) => <PostStateTags post={post} /> },
    {
      key: 'actions',
      title: t('columns.actions'),
      width: 180,
      fixed: 'right',
      render: (_, post) => (
        <Space size={4} wrap>
          <Button
            size="small"
            icon={<PushpinOutlined />}
            disabled={busy(post)}
            onClick={() => change(post, { pinned: !post.pinned }, post.pinned ? 'done.unpinned' : 'done.pinned')}
          >
            {post.pinned ? t('actions.unpin') : t('actions.pin')}
          </Button>
          <Button
            size="small"
            icon={post.locked ? <UnlockOutlined /> : <LockOutlined />}
            disabled={busy(post)}
            onClick={() => change(post, { locked: !post.locked }, post.locked ? 'done.unlocked' : 'done.locked')}
          >
            {post.locked ? t('actions.unlock') : t('actions.lock')}
          </Button>
          <Button
            size="small"
            icon={post.hidden ? <EyeOutlined /> : <EyeInvisibleOutlined />}
            disabled={busy(post)}
            onClick={() => change(post, { hidden: !post.hidden }, post.hidden ? 'done.unhidden' : 'done.hidden')}
          >
            {post.hidden ? t('actions.unhide') : t('actions.hide')}
          </Button>
          <ConfirmDeleteButton
            title={t('remove.confirm', { title: post.title })}
            description={t('remove.note')}
            label={t('remove.action')}
            okText={t('remove.ok')}
            loading={remove.isPending}
            onConfirm={() => confirmRemove(post)}
          />
        </Space>
      ),
    },
  ];

  const flagOptions = (yes: string, no: string, any: string) => [
    { value: ANY, label: any },
    { value: '1', label: yes },
    { value: '0', label: no },
  ];
  const filtered = Boolean(keyword || category || state || pinned || locked);
  return (
    <div className={styles.tab}>
      <Space wrap>
        <AdminSearch
          placeholder={t('searchPlaceholder')}
          onSearch={(value) => {
            setKeyword(value);
            table.firstPage();
          }}
        />
        <Select
          aria-label={t('columns.category')}
          style={{ width: 170 }}
          value={category ?? ANY}
          onChange={(value: string) => {
            setCategory(FORUM_CATEGORIES.find((c) => c === value));
            table.firstPage();
          }}
          options={[{ value: ANY, label: t('filters.anyCategory') }, ...codeOptions(FORUM_CATEGORY_LABELS, language)]}
        />
        <Select
          aria-label={t('filters.state')}
          style={{ width: 140 }}
          value={state ?? ANY}
          onChange={(value: string) => {
            setState(FORUM_POST_STATES.find((s) => s === value));
            table.firstPage();
          }}
          options={[
            { value: ANY, label: t('filters.anyState') },
            ...FORUM_POST_STATES.map((s) => ({ value: s, label: t(`state.${s}`) })),
          ]}
        />
        <Select
          aria-label={t('filters.pinned')}
          style={{ width: 140 }}
          value={pinned ?? ANY}
          onChange={(value: string) => {
            setPinned(asFlag(value));
            table.firstPage();
          }}
          options={flagOptions(t('state.pinned'), t('filters.notPinned'), t('filters.anyPinned'))}
        />
        <Select
          aria-label={t('filters.locked')}
          style={{ width: 140 }}
          value={locked ?? ANY}
          onChange={(value: string) => {
            setLocked(asFlag(value));
            table.firstPage();
          }}
          options={flagOptions(t('state.locked'), t('filters.notLocked'), t('filters.anyLocked'))}
        />
      </Space>
      {posts.isError && <Alert type="error" showIcon title={errorMessage(posts.error, t('loadFailed'))} />}
      <Table<ForumPostSummary>
        rowKey="id"
        columns={columns}
        dataSource={posts.data?.list ?? []}
        loading={posts.isLoading || (posts.isFetching && posts.isPlaceholderData)}
        // The columns' widths: every column shows beside the fixed actions at 1366 px; narrower, the table scrolls.
        scroll={{ x: TABLE_WIDTH }}
        onChange={table.onChange}
        locale={{ emptyText: <Empty description={filtered ? t('emptySearch') : t('empty')} /> }}
        pagination={table.pagination(posts.data, ADMIN_FORUM_PAGE_SIZES, (count, capped) =>
          t(capped ? 'totalCapped' : 'total', { count }),
        )}
      />
    </div>
  );
}
