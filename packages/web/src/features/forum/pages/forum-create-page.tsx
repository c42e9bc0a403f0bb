import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import styles from '../components/editor/editor.module.css';
import { PostEditor } from '../components/editor/post-editor.tsx';

/** /forum/create: a new post (title, category, Markdown with images), published to its page. */
export function ForumCreatePage() {
  const { t } = useTranslation('forum-editor');
  usePageTitle(t('create.title'));
  return (
    <div className={styles.page}>
      <p>
        <Link to="/forum">
          <ArrowLeftOutlined /> {t('backToForum')}
        </Link>
      </p>
      <section className={styles.panel}>
        <h1 className={styles.heading}>{t('create.title')}</h1>
        <p className={styles.lead}>{t('create.lead')}</p>
        <PostEditor cancelTo="/forum" />
      </section>
    </div>
  );
}
