import {
  DeleteOutlined,
  EditOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  LikeFilled,
  LikeOutlined,
  LockOutlined,
  MessageOutlined,
  PushpinOutlined,
  UnlockOutlined,
} from '@ant-design/icons';
import { Alert, Button, Card, Flex, Popconfirm, Result, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { chinaTime } from '../../../lib/china-time.ts';
import { toast } from '../../../lib/feedback.ts';
import { idParam } from '../../../lib/url-filters.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import {
  type ForumModeration,
  type ForumPostDetail,
  useAdminDeletePost,
  useDeletePost,
  useForumPost,
  useLikePost,
  useModeratePost,
} from '../api.ts';
import { CommentSection } from '../components/comment-section.tsx';
import { AuthorLink, CategoryTag, PostStateTags, TimeAgo, wasEdited } from '../components/forum-bits.tsx';
import { BackToForum, isMissing, LoadFailed } from '../components/page-states.tsx';
import { PostHtml } from '../components/post-html.tsx';
import styles from '../forum.module.css';

function LikeButton({ post }: { post: ForumPostDetail }) {
  const { t } = useTranslation('forum');
  const like = useLikePost(post.id);
  return (
    <Button
      type={post.liked ? 'primary' : 'default'}
      ghost={post.liked}
      icon={post.liked ? <LikeFilled /> : <LikeOutlined />}
      aria-pressed={post.liked}
      onClick={() => like.mutate(!post.liked, { onError: (error) => toast.error(errorMessage(error)) })}
    >
      {t(post.liked ? 'post.liked' : 'post.like')} {post.like_count}
    </Button>
  );
}

/** The author's edit and delete; an administrator's pin, lock, hide and delete. */
function PostTools({ post }: { post: ForumPostDetail }) {
  const { t } = useTranslation('forum');
  const navigate = useNavigate();
  const remove = useDeletePost();
  const adminRemove = useAdminDeletePost();
  const moderate = useModeratePost();
  const removeWith = (mutation: typeof remove) => async () => {
    try {
      await mutation.mutateAsync(post.id);
      toast.success(t('post.deleted'));
      navigate('/forum', { replace: true });
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const change = (flags: Omit<ForumModeration, 'id'>) =>
    moderate.mutate(
      { id: post.id, ...flags },
      {
        onSuccess: () => toast.success(t('post.moderated')),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  return (
    <Space wrap size={8}>
      {post.can_edit && (
        <>
          <Button icon={<EditOutlined />} onClick={() => navigate(`/forum/edit/${post.id}`)}>
            {t('post.edit')}
          </Button>
          <Popconfirm
            title={t('post.deleteConfirm')}
            onConfirm={removeWith(remove)}
            okButtonProps={{ danger: true, loading: remove.isPending }}
          >
            <Button danger icon={<DeleteOutlined />}>
              {t('post.delete')}
            </Button>
          </Popconfirm>
        </>
      )}
      {post.can_moderate && (
        <>
          <Button
            icon={<PushpinOutlined />}
            disabled={moderate.isPending}
            onClick={() => change({ pinned: !post.pinned })}
          >
            {t(post.pinned ? 'post.unpin' : 'post.pin')}
          </Button>
          <Button
            icon={post.locked ? <UnlockOutlined /> : <LockOutlined />}
            disabled={moderate.isPending}
            onClick={() => change({ locked: !post.locked })}
          >
            {t(post.locked ? 'post.unlock' : 'post.lock')}
          </Button>
          <Button
            icon={post.hidden ? <EyeOutlined /> : <EyeInvisibleOutlined />}
            disabled={moderate.isPending}
            onClick={() => change({ hidden: !post.hidden })}
          >
            {t(post.hidden ? 'post.unhide' : 'post.hide')}
          </Button>
          {!post.can_edit && (
            <Popconfirm
              title={t('post.adminDeleteConfirm')}
              onConfirm={removeWith(adminRemove)}
              okButtonProps={{ danger: true, loading: adminRemove.isPending }}
            >
              <Button danger icon={<DeleteOutlined />}>
                {t('post.adminDelete')}
              </Button>
            </Popconfirm>
          )}
        </>
      )}
    </Space>
  );
}

function PostView({ post }: { post: ForumPostDetail }) {
  const { t } = useTranslation('forum');
  return (
    <>
      {post.hidden && <Alert type="warning" showIcon title={t('post.hiddenBanner')} />}
      <Card>
        <article>
          <Flex gap={6} wrap align="center">
            <CategoryTag category={post.category} />
            <PostStateTags post={post} />
          </Flex>
          <Typography.Title level={1} className={styles.postTitle} style={{ fontSize: 26 }}>
            {post.title}
          </Typography.Title>
          <div className={styles.meta} style={{ marginBottom: 20 }}>
            <AuthorLink author={post.author} size={32} />
            <TimeAgo time={post.create_time} />
            {wasEdited(post) && (
              <span title={t('post.editedAt', { time: chinaTime(post.update_time).format('YYYY-MM-DD HH:mm') })}>
                {t('post.edited')}
              </span>
            )}
          </div>
          <PostHtml html={post.html} />
          <div className={styles.actions}>
            <Flex gap={16} align="center" wrap>
              <LikeButton post={post} />
              <span className={styles.count} title={t('card.views', { count: post.view_count })}>
                <EyeOutlined /> {t('card.views', { count: post.view_count })}
              </span>
              <span className={styles.count}>
                <MessageOutlined /> {t('card.comments', { count: post.comment_count })}
              </span>
            </Flex>
            <PostTools post={post} />
          </div>
        </article>
      </Card>
      <CommentSection post={post} />
    </>
  );
}

/**
 * /forum/post/{id}: the post rendered by the server, likes and counts, the author's and an
 * administrator's tools, and the comments.
 */
export function ForumPostPage() {
  const { t } = useTranslation(['forum', 'layout']);
  const id = idParam(useParams().id);
  const valid = id > 0;
  const post = useForumPost(id);
  usePageTitle(post.data ? post.data.title : t('layout:pages.forumPost'));
  const missing = isMissing(valid, post.error);

  return (
    <Flex vertical gap={16} className={styles.page}>
      <BackToForum />
      {missing ? (
        <Result status="404" title={t('post.notFound')} />
      ) : post.isError ? (
        <LoadFailed title={t('post.loadFailed')} onRetry={() => post.refetch()} />
      ) : post.data ? (
        <PostView post={post.data} />
      ) : (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      )}
    </Flex>
  );
}
