import { LockOutlined } from '@ant-design/icons';
import type { Role } from '@app/shared';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title.ts';
import styles from './layouts.module.css';

/** What a page of other roles shows instead of its content: for whom it is, and a way home. */
export function RoleOnlyPage({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation(['layout', 'common']);
  const navigate = useNavigate();
  usePageTitle(t('common:errors.forbidden'));
  const who = roles.map((role) => t(`roleOnly.who.${role}`)).join(t('roleOnly.and'));
  return (
    <div className={styles.roleOnly}>
      <Result
        icon={<LockOutlined />}
        title={t('roleOnly.title', { who })}
        subTitle={t('roleOnly.hint')}
        extra={
          <Button type="primary" onClick={() => navigate('/home')}>
            {t('common:actions.backHome')}
          </Button>
        }
      />
    </div>
  );
}
