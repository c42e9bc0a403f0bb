import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import { useTranslation } from 'react-i18next';
import { Descriptions } from '../../../components/light/descriptions.tsx';
import { Icon } from '../../../components/light/icon.tsx';
import { useCompanyCard } from '../api.ts';
import styles from '../company.module.css';

/**
 * The publisher's company card on a job's detail (issue 10 item 5): company name and description and the HR's
 * contacts from their company info; nothing when they have not filled it in or it cannot be loaded. No antd (ADR 0097).
 */
export function CompanyCard({ hrId, className }: { hrId: number; className?: string }) {
  const { t } = useTranslation('company');
  const card = useCompanyCard(hrId);
  const info = card.data;
  if (!info) return null;
  return (
    <section className={`${styles.card} ${className ?? ''}`} aria-label={t('card.title')} data-testid="company-card">
      <h3 className={styles.cardName}>
        <Icon icon={ShopOutlined} /> {info.company_name}
      </h3>
      <p className={styles.cardDesc}>{info.company_desc}</p>
      <Descriptions
        items={[
          { key: 'hr', label: t('fields.hr_name'), children: info.hr_name },
          { key: 'mobile', label: t('fields.mobile'), children: info.mobile },
          { key: 'email', label: t('fields.email'), children: info.email },
          { key: 'wechat', label: t('fields.wechat'), children: info.wechat },
          { key: 'address', label: t('fields.address'), children: info.address },
        ]}
      />
    </section>
  );
}
