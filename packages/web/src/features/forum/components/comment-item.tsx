import { DeleteOutlined, EditOutlined, MessageOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Tag } from 'antd';
import { createContext, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/feedback.ts';
import { type ForumComment, useAdminDeleteComment, useDeleteComment, useUpdateComment } from '../api.ts';
import styles from '../forum.module.css';
import { CommentBox } from './comment-box.tsx';
import { AuthorLink, TimeAgo, wasEdited } from './forum-bits.tsx';

/** What every comment of one post needs to know about it and the reader. */
export type CommentScope = {
  postId: number;
  postAuthorId: number;
  /** The reader is an administrator (may delete anyone's comment). */
  canModerate: boolean;
  /** No new comments or replies. */
  locked: boolean;
  /** The comment named in the address (#comment-{id}), highlighted. */
  focusedId: number | null;
};

export const CommentScopeContext = createContext<CommentScope>({
  postId: 0,
  postAuthorId: 0,
  canModerate: false,
  locked: true,
  focusedId: null,
});

function DeleteButton({ id, asAdmin }: { id: number; asAdmin: boolean }) {
  const { t } = useTranslation('forum');
  const { postId } = useContext(CommentScopeContext);
  const own = useDeleteComment(postId);
  const admin = useAdminDeleteComment(postId);
  const remove = asAdmin ? admin : own;
  const confirm = async () => {
    try {
      await remove.mutateAsync(id);
      toast.success(t('comments.deleted'));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <Popconfirm
      title={t(asAdmin ? 'comments.adminDeleteConfirm' : 'comments.deleteConfirm')}
      onConfirm={confirm}
      okButtonProps={{ danger: true, loading: remove.isPending }}
    >
      <Button type="link" size="small" danger icon={<DeleteOutlined />}>
        {t(asAdmin ? 'comments.adminDelete' : 'comments.delete')}
      </Button>
    </Popconfirm>
  );
}

/**
 * One comment or reply: author (the post's author marked), time, edited mark, the text as plain text (line breaks
 * kept), and what the reader may do: reply, edit or delete their own, an administrator delete any.
 */
export function CommentItem({ comment, onReply }: { comment: ForumComment; onReply: (comment: ForumComment) => void }) {
  const { t } = useTranslation('forum');
  const scope = useContext(CommentScopeContext);
  const [editing, setEditing] = useState(false);
  const update = useUpdateComment();
  const save = async (body: string) => {
    try {
      await update.mutateAsync({ id: comment.id, body });
      toast.success(t('comments.saved'));
      setEditing(false);
      return true;
    } catch (error) {
      toast.error(errorMessage(error));
      return false;
    }
  };
  // "回复 @某人" only for a reply to a reply: a reply to the top-level comment sits under it already.
  const answers = comment.reply_to && comment.reply_to.id !== comment.parent_id ? comment.reply_to : null;
  const focused = scope.focusedId === comment.id;

  return (
    <div id={`comment-${comment.id}`} className={focused ? `${styles.comment} ${styles.focused}` : styles.comment}>
      <div className={styles.commentMain}>
        <div className={styles.commentHead}>
          <AuthorLink author={comment.author} size={28} />
          {comment.author.id === scope.postAuthorId && <Tag color="blue">{t('comments.author')}</Tag>}
          <span className={styles.muted}>
            <TimeAgo time={comment.create_time} />
            {!comment.deleted && wasEdited(comment) && ` · ${t('comments.edited')}`}
          </span>
        </div>
        {comment.deleted ? (
          <p className={styles.deleted}>{t('comments.deletedPlaceholder')}</p>
        ) : editing ? (
          <CommentBox
            initial={comment.body}
            placeholder={t('comments.placeholder')}
            submitText={t('comments.save')}
            pending={update.isPending}
            autoFocus
            onSubmit={save}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <p className={styles.commentBody}>
            {answers && (
              <Link to={`#comment-${answers.id}`} className={styles.replyTo}>
                {t('comments.answers', { name: answers.author.nick_name })}
              </Link>
            )}
            {comment.body}
          </p>
        )}
        {!comment.deleted && !editing && (
          <div className={styles.commentTools}>
            {!scope.locked && (
              <Button type="link" size="small" icon={<MessageOutlined />} onClick={() => onReply(comment)}>
                {t('comments.reply')}
              </Button>
            )}
            {comment.can_edit && (
              <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing(true)}>
                {t('comments.edit')}
              </Button>
            )}
            {comment.can_edit ? (
              <DeleteButton id={comment.id} asAdmin={false} />
            ) : (
              scope.canModerate && <DeleteButton id={comment.id} asAdmin />
            )}
          </div>
        )}
      </div>
    </div>
  );
}
