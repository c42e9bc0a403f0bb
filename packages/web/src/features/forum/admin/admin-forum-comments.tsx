import { Alert, Empty, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDeleteButton, useServerTable } from '../../../components/admin/server-table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { chinaTime } from '../../../lib/china-time.ts';
import { useMessageApi } from '../../../lib/feedback.ts';
import { useAdminDeleteComment } from '../api.ts';
import {
  ADMIN_FORUM_PAGE_SIZES,
  type AdminForumComment,
  FIRST_ADMIN_FORUM_PAGE,
  useAdminForumComments,
} from './admin-api.ts';
import styles from './admin-forum.module.css';

/** The Comments tab of /admin/forum: the newest comments first, each with its post; delete once confirmed. */
export function AdminForumComments() {
  const { t } = useTranslation('admin-forum');
  const message = useMessageApi();
  const table = useServerTable<AdminForumComment, never>([], FIRST_ADMIN_FORUM_PAGE.p_size);
  const comments = useAdminForumComments(table.paging);
  const remove = useAdminDeleteComment();

  async function confirmRemove(comment: AdminForumComment) {
    try {
      await remove.mutateAsync(comment.id);
      message.success(t('comments.removed'));
    } catch (error) {
      message.error(errorMessage(error));
    }
  }

  const columns: TableColumnsType<AdminForumComment> = [
    {
      key: 'post',
      title: t('comments.post'),
      width: 240,
      render: (_, comment) => (
        <Link to={`/forum/post/${comment.post_id}`} className={styles.title}>
          {comment.post_title}
        </Link>
      ),
    },
    { key: 'author', title: t('columns.author'), width: 140, render: (_, comment) => comment.author.nick_name },
    {
      key: 'body',
      title: t('comments.body'),
      render: (_, comment) => <div className={styles.comment}>{comment.body}</div>,
    },
    {
      key: 'time',
      title: t('comments.time'),
      width: 160,
      render: (_, comment) => (
        <span className={styles.muted}>{chinaTime(comment.create_time).format('YYYY-MM-DD HH:mm')}</span>
      ),
    },
    {
      key: 'actions',
      title: t('columns.actions'),
      width: 110,
      render: (_, comment) => (
        <ConfirmDeleteButton
          title={t('comments.confirm')}
          description={t('comments.note')}
          label={t('remove.action')}
          okText={t('remove.ok')}
          loading={remove.isPending}
          onConfirm={() => confirmRemove(comment)}
        />
      ),
    },
  ];

  return (
    <div className={styles.tab}>
      {comments.isError && (
        <Alert type="error" showIcon title={errorMessage(comments.error, t('comments.loadFailed'))} />
      )}
      <Table<AdminForumComment>
        rowKey="id"
        columns={columns}
        dataSource={comments.data?.list ?? []}
        loading={comments.isLoading || (comments.isFetching && comments.isPlaceholderData)}
        scroll={{ x: 900 }}
        onChange={table.onChange}
        locale={{ emptyText: <Empty description={t('comments.empty')} /> }}
        pagination={table.pagination(comments.data, ADMIN_FORUM_PAGE_SIZES, (count, capped) =>
          t(capped ? 'comments.totalCapped' : 'comments.total', { count }),
        )}
      />
    </div>
  );
}
