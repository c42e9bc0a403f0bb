import { BookOutlined, SolutionOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import styles from '../pages/login-page.module.css';

const FEATURES = [
  { key: 'jobs', icon: <SolutionOutlined /> },
  { key: 'talents', icon: <TeamOutlined /> },
  { key: 'standards', icon: <BookOutlined /> },
] as const;

/** The left half of the login page: what the product is, in the current language. */
export function BrandPanel() {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <section className={styles.brandPanel}>
      <div className={styles.blueprint} aria-hidden="true" />
      <BrandLogo size={40} inverted />
      <div className={styles.pitch}>
        <h1 className={styles.headline}>{t('panel.headline')}</h1>
        <p className={styles.intro}>{t('panel.intro')}</p>
        <ul className={styles.features}>
          {FEATURES.map(({ key, icon }) => (
            <li key={key}>
              <span className={styles.featureIcon}>{icon}</span>
              <span>
                <strong>{t(`panel.features.${key}`)}</strong>
                <span>{t(`panel.features.${key}Desc`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p className={styles.slogan}>{t('common:brand.slogan')}</p>
    </section>
  );
}
