import { useTranslation } from 'react-i18next';
import styles from './brand-logo.module.css';

type Props = { size?: number; inverted?: boolean; showName?: boolean };

/** The product mark (a house frame over a beam) and its name in the current language. */
export function BrandLogo({ size = 32, inverted = false, showName = true }: Props) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.brand} ${inverted ? styles.inverted : ''}`}>
      <svg className={styles.mark} width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" className={styles.markBg} />
        <path d="M16 44V22l16-8 16 8v22" className={styles.markLine} />
        <path d="M26 44V32h12v12" className={styles.markLine} />
      </svg>
      {showName && <span className={styles.name}>{t('brand.name')}</span>}
    </span>
  );
}
