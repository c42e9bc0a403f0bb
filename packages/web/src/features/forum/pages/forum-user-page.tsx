import { UserOutlined } from '@ant-design/icons';
import { FORUM_PAGE_SIZES } from '@app/shared';
import { Alert, Avatar, Button, Card, Empty, Flex, Pagination, Result, Skeleton, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { chinaTime } from '../../../lib/china-time.ts';
import { idParam } from '../../../lib/url-filters.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import {
  type ForumPageRequest,
  type ForumUser,
  useForumUser,
  useForumUserComments,
  useForumUserPosts,
} from '../api.ts';
import { TimeAgo } from '../components/forum-bits.tsx';
import { BackToForum, isMissing, LoadFailed } from '../components/page-states.tsx';
import { PostCard } from '../components/post-card.tsx';
import styles from '../forum.module.css';
import { FORUM_USER_TABS, type ForumUserTab, readForumUserView } from '../search-params.ts';

const PAGE_SIZE = FORUM_PAGE_SIZES.default;

function ProfileCard({ user }: { user: ForumUser }) {
  const { t } = useTranslation('forum');
  const stats = [
    { key: 'posts', value: user.post_count },
    { key: 'comments', value: user.comment_count },
    { key: 'likesReceived', value: user.likes_received },
  ] as const;
  return (
    <Card>
      <div className={styles.profile}>
        <Avatar size={72} src={user.avatar_url || undefined} icon={<UserOutlined />} alt="" aria-hidden="true" />
        <div>
          <Typography.Title level={2} className={styles.profileName}>
            {user.nick_name}
          </Typography.Title>
          <span className={styles.muted}>
            {t('user.joined', { date: chinaTime(user.join_time).format('YYYY-MM-DD') })}
          </span>
        </div>
        <dl className={styles.stats}>
          {stats.map((stat) => (
            <div key={stat.key} className={styles.stat}>
              <dt className={styles.muted}>{t(`user.${stat.key}`)}</dt>
              <dd className={styles.statValue}>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Card>
  );
}

/** A list's states: failed, loading, empty or its items, and its pages. */
function Paged({
  query,
  empty,
  page,
  onPage,
  children,
}: {
  query: { isError: boolean; isLoading: boolean; data?: { list: unknown[]; total: number }; refetch: () => void };
  empty: string;
  page: number;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation(['forum', 'common']);
  if (query.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={t('user.loadFailed')}
        action={<Button onClick={() => query.refetch()}>{t('common:actions.retry')}</Button>}
      />
    );
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!query.data || query.data.list.length === 0) return <Empty description={empty} />;
  return (
    <Flex vertical gap={16}>
      {children}
      {query.data.total > PAGE_SIZE && (
        <Flex justify="center">
          <Pagination
            current={page}
            pageSize={PAGE_SIZE}
            total={query.data.total}
            onChange={onPage}
            showSizeChanger={false}
          />
        </Flex>
      )}
    </Flex>
  );
}

type ListProps = { id: number; page: ForumPageRequest; onPage: (page: number) => void };

function UserPosts({ id, page, onPage }: ListProps) {
  const { t } = useTranslation('forum');
  const posts = useForumUserPosts(id, page);
  return (
    <Paged query={posts} empty={t('user.noPosts')} page={page.pn} onPage={onPage}>
      <ul className={styles.list}>
        {posts.data?.list.map((post) => (
          <PostCard key={post.id} post={post} showAuthor={false} />
        ))}
      </ul>
    </Paged>
  );
}

function UserComments({ id, page, onPage }: ListProps) {
  const { t } = useTranslation('forum');
  const comments = useForumUserComments(id, page);
  return (
    <Paged query={comments} empty={t('user.noComments')} page={page.pn} onPage={onPage}>
      <Card>
        <ul className={styles.comments}>
          {comments.data?.list.map((comment) => (
            <li key={comment.id} className={styles.userComment}>
              <Link to={`/forum/post/${comment.post_id}#comment-${comment.id}`}>
                {t('user.onPost', { title: comment.post_title })}
              </Link>
              <p className={styles.userCommentBody}>{comment.body}</p>
              <span className={styles.muted}>
                <TimeAgo time={comment.create_time} />
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </Paged>
  );
}

/** /forum/user/{id}: a member's forum profile, their posts and their comments (tab and page in the URL). */
export function ForumUserPage() {
  const { t } = useTranslation(['forum', 'layout']);
  const id = idParam(useParams().id);
  const valid = id > 0;
  const user = useForumUser(id);
  usePageTitle(user.data ? t('user.title', { name: user.data.nick_name }) : t('layout:pages.forumUser'));
  const [params, setParams] = useSearchParams();
  const { tab, page } = readForumUserView(params);
  const go = (next: { tab?: ForumUserTab; page?: number }) => {
    const search = new URLSearchParams();
    const nextTab = next.tab ?? tab;
    if (nextTab !== 'posts') search.set('tab', nextTab);
    if (next.page && next.page > 1) search.set('pn', String(next.page));
    setParams(search);
  };
  const missing = isMissing(valid, user.error);

  return (
    <Flex vertical gap={16} className={styles.page}>
      <BackToForum />
      {missing ? (
        <Result status="404" title={t('user.notFound')} />
      ) : user.isError ? (
        <LoadFailed title={t('user.loadFailed')} onRetry={() => user.refetch()} />
      ) : user.data ? (
        <>
          <ProfileCard user={user.data} />
          <Tabs
            activeKey={tab}
            onChange={(key) => go({ tab: key as ForumUserTab })}
            items={FORUM_USER_TABS.map((key) => ({ key, label: t(`user.${key}`) }))}
          />
          {tab === 'posts' ? (
            <UserPosts id={id} page={page} onPage={(next) => go({ page: next })} />
          ) : (
            <UserComments id={id} page={page} onPage={(next) => go({ page: next })} />
          )}
        </>
      ) : (
        <Card>
          <Skeleton active avatar paragraph={{ rows: 2 }} />
        </Card>
      )}
    </Flex>
  );
}
