import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { idParam } from '../../../lib/url-filters.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import styles from '../components/editor/editor.module.css';
import { PostEditor } from '../components/editor/post-editor.tsx';
import { usePostSource } from '../editor-api.ts';

/** /forum/edit/{id}: the author edits their post; anyone else is told so and sent back to it. */
export function ForumEditPage() {
  const { t } = useTranslation(['forum-editor', 'common']);
  usePageTitle(t('edit.title'));
  const id = idParam(useParams().id);
  const valid = id > 0;
  const post = usePostSource(id);
  const missing = !valid || (post.error instanceof ApiError && [400, 404].includes(post.error.status));
  const postPath = `/forum/post/${id}`;

  let content: ReactNode;
  if (missing) {
    content = (
      <Result
        status="404"
        title={t('edit.notFound')}
        extra={
          <Link to="/forum">
            <ArrowLeftOutlined /> {t('backToForum')}
          </Link>
        }
      />
    );
  } else if (post.isError) {
    content = (
      <Result
        status="warning"
        title={errorMessage(post.error, t('edit.loadFailed'))}
        extra={
          <Button type="primary" onClick={() => post.refetch()}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  } else if (!post.data) {
    content = <Skeleton active paragraph={{ rows: 8 }} />;
  } else if (!post.data.can_edit) {
    content = (
      <Result
        status="403"
        title={t('edit.notYours')}
        subTitle={t('edit.notYoursNote')}
        extra={
          <Link to={postPath}>
            <ArrowLeftOutlined /> {t('backToPost')}
          </Link>
        }
      />
    );
  } else {
    const { title, category, body } = post.data;
    content = (
      <>
        <h1 className={styles.heading}>{t('edit.title')}</h1>
        <p className={styles.lead}>{t('edit.lead')}</p>
        <PostEditor post={{ id, title, category, body }} cancelTo={postPath} />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <p>
        <Link to={valid && !missing ? postPath : '/forum'}>
          <ArrowLeftOutlined /> {valid && !missing ? t('backToPost') : t('backToForum')}
        </Link>
      </p>
      <section className={styles.panel}>{content}</section>
    </div>
  );
}
