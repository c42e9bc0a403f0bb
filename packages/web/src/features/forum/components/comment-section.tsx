import { FORUM_COMMENT_PAGE_SIZES } from '@app/shared';
import { Alert, Button, Card, Empty, Flex, Pagination, Skeleton } from 'antd';
import { useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/feedback.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import {
  type ForumComment,
  type ForumPostDetail,
  type ForumThread,
  useCreateComment,
  useForumReplies,
  useForumThreads,
} from '../api.ts';
import styles from '../forum.module.css';
import { commentPage } from '../search-params.ts';
import { CommentBox } from './comment-box.tsx';
import { CommentItem, type CommentScope, CommentScopeContext } from './comment-item.tsx';

const PAGE_SIZE = FORUM_COMMENT_PAGE_SIZES.default;

/** Sends a comment or reply; answers the new comment, or null (the server's reason shown) when refused. */
function useSendComment(postId: number) {
  const create = useCreateComment();
  const { t } = useTranslation('forum');
  const send = async (body: string, replyTo?: number) => {
    try {
      const comment = await create.mutateAsync({ post_id: postId, body, ...(replyTo ? { reply_to: replyTo } : {}) });
      toast.success(t('comments.posted'));
      return comment;
    } catch (error) {
      toast.error(errorMessage(error));
      return null;
    }
  };
  return { send, pending: create.isPending };
}

/** A top-level comment with its first replies, "more replies" page by page, and the inline reply box. */
function Thread({ thread }: { thread: ForumThread }) {
  const { t } = useTranslation('forum');
  const scope = useContext(CommentScopeContext);
  const navigate = useNavigate();
  const [expanded, setExpanded] = useState(false);
  const [replyTo, setReplyTo] = useState<ForumComment | null>(null);
  const replies = useForumReplies(thread.id, expanded);
  const { send, pending } = useSendComment(scope.postId);
  const loaded = replies.data?.pages.flatMap((page) => page.list);
  const shown = expanded && loaded ? loaded : thread.replies;
  const remaining = thread.reply_count - shown.length;

  const reply = async (body: string) => {
    if (!replyTo) return false;
    const comment = await send(body, replyTo.id);
    if (!comment) return false;
    setReplyTo(null);
    setExpanded(true);
    navigate(`#comment-${comment.id}`, { replace: true });
    return true;
  };

  return (
    <li className={styles.thread}>
      <CommentItem comment={thread} onReply={setReplyTo} />
      {shown.length > 0 && (
        <ul className={styles.replies}>
          {shown.map((item) => (
            <li key={item.id}>
              <CommentItem comment={item} onReply={setReplyTo} />
            </li>
          ))}
        </ul>
      )}
      {remaining > 0 &&
        (expanded && loaded ? (
          replies.hasNextPage && (
            <Button type="link" loading={replies.isFetchingNextPage} onClick={() => replies.fetchNextPage()}>
              {t('comments.loadMoreReplies')}
            </Button>
          )
        ) : (
          <Button type="link" loading={expanded && replies.isLoading} onClick={() => setExpanded(true)}>
            {t('comments.moreReplies', { count: remaining })}
          </Button>
        ))}
      {replies.isError && <Alert type="error" showIcon title={t('comments.repliesLoadFailed')} />}
      {replyTo && !scope.locked && (
        <div className={styles.replies}>
          <CommentBox
            key={replyTo.id}
            placeholder={t('comments.replyTo', { name: replyTo.author.nick_name })}
            submitText={t('comments.send')}
            pending={pending}
            autoFocus
            onSubmit={reply}
            onCancel={() => setReplyTo(null)}
          />
        </div>
      )}
    </li>
  );
}

/**
 * A post's comments: top-level comments oldest first, a page at a time, each with its replies;
 * the box for a new comment at the bottom unless the post is locked. #comment-{id} in the address scrolls to and
 * marks that comment.
 */
export function CommentSection({ post }: { post: ForumPostDetail }) {
  const { t } = useTranslation(['forum', 'common']);
  const location = useLocation();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const threads = useForumThreads(post.id, commentPage(page));
  const { send, pending } = useSendComment(post.id);
  // The server never sees the address's #fragment: the comment is marked once the page is hydrated.
  const hydrated = useHydrated();
  const focusedId = (hydrated && Number(/^#comment-(\d+)$/.exec(location.hash)?.[1])) || null;
  const scope = useMemo<CommentScope>(
    () => ({
      postId: post.id,
      postAuthorId: post.author.id,
      canModerate: post.can_moderate,
      locked: post.locked,
      focusedId,
    }),
    [post.id, post.author.id, post.can_moderate, post.locked, focusedId],
  );
  const total = threads.data?.total ?? 0;

  useEffect(() => {
    if (!focusedId || !threads.data) return;
    document.getElementById(`comment-${focusedId}`)?.scrollIntoView?.({ block: 'center' });
  }, [focusedId, threads.data]);

  /** A new comment is the last one: go to the last page and to it. */
  const comment = async (body: string) => {
    const created = await send(body);
    if (!created) return false;
    setPage(Math.max(1, Math.ceil((total + 1) / PAGE_SIZE)));
    navigate(`#comment-${created.id}`, { replace: true });
    return true;
  };

  return (
    <CommentScopeContext.Provider value={scope}>
      <Card title={t('comments.title', { count: post.comment_count })}>
        {threads.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('comments.loadFailed')}
            action={<Button onClick={() => threads.refetch()}>{t('common:actions.retry')}</Button>}
          />
        ) : threads.isLoading ? (
          <Skeleton active avatar paragraph={{ rows: 3 }} />
        ) : total === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('comments.empty')} />
        ) : (
          <ul className={styles.comments}>
            {threads.data?.list.map((thread) => (
              <Thread key={thread.id} thread={thread} />
            ))}
          </ul>
        )}
        {total > PAGE_SIZE && (
          <Flex justify="center" style={{ marginTop: 16 }}>
            <Pagination current={page} pageSize={PAGE_SIZE} total={total} onChange={setPage} showSizeChanger={false} />
          </Flex>
        )}
        {post.locked ? (
          <Alert type="warning" showIcon title={t('post.lockedBanner')} style={{ marginTop: 16 }} />
        ) : (
          <div style={{ marginTop: 16 }}>
            <CommentBox
              placeholder={t('comments.placeholder')}
              submitText={t('comments.submit')}
              pending={pending}
              onSubmit={comment}
            />
          </div>
        )}
      </Card>
    </CommentScopeContext.Provider>
  );
}
