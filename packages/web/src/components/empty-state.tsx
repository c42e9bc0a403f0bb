import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../lib/use-page-title.ts';
import styles from './empty-state.module.css';

type StatusProps = { status: 403 | 404 };

/** Forbidden and not-found pages with a way back. */
export function StatusPage({ status }: StatusProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const key = status === 403 ? 'forbidden' : 'notFound';
  usePageTitle(t(`errors.${key}`));
  return (
    <div className={styles.panel}>
      <Result
        status={status === 403 ? '403' : '404'}
        title={t(`errors.${key}`)}
        subTitle={t(`errors.${key}Hint`)}
        extra={
          <Button type="primary" onClick={() => navigate('/home')}>
            {t('actions.backHome')}
          </Button>
        }
      />
    </div>
  );
}
