import { useTranslation } from 'react-i18next';
import styles from './layouts.module.css';

function OilDrop() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M12 2.5C9 7 5.5 10.6 5.5 14.6a6.5 6.5 0 0 0 13 0C18.5 10.6 15 7 12 2.5Z" fill="currentColor" />
    </svg>
  );
}

/** "油量 N" / "Oil N" in the header (SPEC §1, GLOSSARY); what oil is for shows on hover (the native title). */
export function OilAmount({ amount }: { amount: number | undefined }) {
  const { t } = useTranslation('layout');
  if (amount === undefined) return null;
  return (
    <span className={styles.oil} data-testid="oil-amount" title={t('header.oilHint')}>
      <OilDrop />
      {t('header.oil', { count: amount })}
    </span>
  );
}
