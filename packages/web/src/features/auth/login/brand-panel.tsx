import BookOutlined from '@ant-design/icons-svg/es/asn/BookOutlined';
import SolutionOutlined from '@ant-design/icons-svg/es/asn/SolutionOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { Icon } from './icon.tsx';
import styles from './login-screen.module.css';

const FEATURES = [
  { key: 'jobs', icon: SolutionOutlined },
  { key: 'talents', icon: TeamOutlined },
  { key: 'standards', icon: BookOutlined },
] as const;

/**
 * The left half of the login screen: what the product is, in the current language. Memoised: the
 * captcha's countdown re-renders the screen every second, this half never changes with it.
 */
export const BrandPanel = memo(function BrandPanel() {
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
              <Icon icon={icon} className={styles.featureIcon} />
              <span>
                <strong>{t(`panel.features.${key}`)}</strong>
                <span>{t(`panel.features.${key}Desc`)}</span>
              </span>
            </li>
          ))}
        </ul>
        {/* A plain link: the company page is its own lazy chunk, nothing of it (or of antd) loads with /login. */}
        <a className={styles.companyLink} href="/company">
          {t('panel.company')} →
        </a>
      </div>
      <p className={styles.slogan}>{t('common:brand.slogan')}</p>
    </section>
  );
});
