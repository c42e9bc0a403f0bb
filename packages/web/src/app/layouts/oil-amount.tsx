import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOilSettings } from '../../features/oil/api.ts';
import styles from './layouts.module.css';

function OilDrop() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M12 2.5C9 7 5.5 10.6 5.5 14.6a6.5 6.5 0 0 0 13 0C18.5 10.6 15 7 12 2.5Z" fill="currentColor" />
    </svg>
  );
}

/**
 * "油量 N" / "Oil N" in the header (ADR 0099); what oil is and how one gets it shows on hover (the
 * native title; the standards list shows it in full). The sign-up amount is asked for only on hover, so a page load
 * makes no extra call.
 */
export function OilAmount({ amount }: { amount: number | undefined }) {
  const { t } = useTranslation('layout');
  const [wanted, setWanted] = useState(false);
  const grant = useOilSettings(wanted).data?.signup_grant;
  if (amount === undefined) return null;
  const hint =
    grant === undefined
      ? t('header.oilHint')
      : grant > 0
        ? t('header.oilHintGrant', { amount: grant })
        : t('header.oilHintNoGrant');
  const want = () => setWanted(true);
  return (
    <span className={styles.oil} data-testid="oil-amount" title={hint} onPointerEnter={want}>
      <OilDrop />
      {t('header.oil', { count: amount })}
    </span>
  );
}
