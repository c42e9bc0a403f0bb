import { ROLES } from '@app/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session.ts';
import { useMyCompany } from '../api.ts';
import styles from '../company-info.module.css';

/**
 * The resume viewer's company contact footer: when an HR views a resume, their own company
 * info (so an exported PDF carries whom to contact); anyone else, or an HR without company info, sees
 * `fallback` (the generic line).
 */
export function CompanyFooter({ fallback }: { fallback: ReactNode }) {
  const { t } = useTranslation('company');
  const isHr = useSession()?.role === ROLES.hr;
  const company = useMyCompany(isHr);
  const info = isHr ? company.data : null;
  if (!info) return <>{fallback}</>;
  return (
    <>
      <span>{t('footer.company', { name: info.company_name, hr: info.hr_name })}</span>
      <span className={styles.footerLine}>
        <span>{t('footer.mobile', { mobile: info.mobile })}</span>
        <span>{t('footer.email', { email: info.email })}</span>
        <span>{t('footer.wechat', { wechat: info.wechat })}</span>
      </span>
    </>
  );
}
