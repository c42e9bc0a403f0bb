import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOilSettings } from '../../oil/api.ts';

/**
 * What oil is and how one gets it, where the balance matters (docs/decisions/0099-standards-and-oil.md): new accounts get
 * the administrator's sign-up amount; more comes from the platform (an administrator's grant), no payment here.
 */
export function OilExplainer({ balance }: { balance: number | undefined }) {
  const { t } = useTranslation('standards');
  const grant = useOilSettings().data?.signup_grant;
  const how =
    grant === undefined ? t('oil.howGeneric') : grant > 0 ? t('oil.how', { amount: grant }) : t('oil.howNoGrant');
  const title = balance === undefined ? t('oil.what') : `${t('oil.what')} ${t('oil.balance', { balance })}`;
  return <Alert type="info" showIcon title={title} description={how} data-testid="oil-explainer" />;
}
