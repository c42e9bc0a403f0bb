import { FireOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/i18n.ts';
import styles from '../catalog-pages.module.css';
import { FIRST_HOT_MAJORS, useHotMajors } from '../pages-api.ts';

const SHOWN = 6;

/** The home page's way to the hot majors: the first few, each linking to its page, and "all". */
export function HotMajorsStrip() {
  const { t } = useTranslation('catalog-pages');
  const language = useLanguage();
  const hot = useHotMajors(FIRST_HOT_MAJORS);
  const majors = (hot.data?.list ?? []).slice(0, SHOWN);
  return (
    <nav className={styles.strip} aria-label={t('entry.hotMajors')}>
      <h2 className={styles.stripTitle}>
        <FireOutlined style={{ color: '#f5222d' }} /> {t('entry.hotMajors')}
      </h2>
      {majors.map((m) => (
        <Link key={m.id} to={`/major/${m.id}`} className={styles.stripMajor}>
          <Tag color={m.level === 'hot' ? 'red' : m.level === 'rising' ? 'orange' : 'default'}>
            {language === 'en' ? m.en_name || m.name : m.name}
          </Tag>
        </Link>
      ))}
      <Link to="/hot-majors" className={styles.stripAll}>
        {t('entry.hotMajorsHint')} →
      </Link>
    </nav>
  );
}
