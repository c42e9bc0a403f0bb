import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminHeading } from '../../../components/admin/server-table.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { readAdminForumTab } from './admin-api.ts';
import styles from './admin-forum.module.css';
import { AdminForumComments } from './admin-forum-comments.tsx';
import { AdminForumPosts } from './admin-forum-posts.tsx';

/**
 * /admin/forum (docs/product/forum.md#moderation): moderation of posts (pin, lock, hide, delete) and of comments
 * (delete).
 */
export function AdminForumPage() {
  const { t } = useTranslation('admin-forum');
  usePageTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const tab = readAdminForumTab(params);
  return (
    <div className={styles.page}>
      <AdminHeading title={t('title')} lead={t('lead')} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'comments' ? { tab: 'comments' } : {}, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'posts', label: t('tabs.posts'), children: <AdminForumPosts /> },
          { key: 'comments', label: t('tabs.comments'), children: <AdminForumComments /> },
        ]}
      />
    </div>
  );
}
