import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../lib/use-page-title.ts';
import styles from './empty-state.module.css';

function ConstructionIcon() {
  return (
    <svg width="120" height="96" viewBox="0 0 120 96" aria-hidden="true">
      <rect x="8" y="78" width="104" height="6" rx="3" fill="#e3e9f7" />
      <path d="M28 78V40h22v38" fill="#dbe5ff" />
      <path d="M28 40h22" stroke="#8aa6f0" strokeWidth="3" />
      <path d="M58 78V22h30v56" fill="#c7d7ff" />
      <path d="M66 32h6M78 32h4M66 44h6M78 44h4M66 56h6M78 56h4" stroke="#fff" strokeWidth="4" />
      <path d="M92 14v64" stroke="#f5a524" strokeWidth="4" strokeLinecap="round" />
      <path d="M60 14h48" stroke="#f5a524" strokeWidth="4" strokeLinecap="round" />
      <path d="M100 14v16" stroke="#7c8aa5" strokeWidth="2" />
      <rect x="95" y="30" width="10" height="8" rx="2" fill="#f5a524" />
    </svg>
  );
}

type Props = {
  /** The feature's name, shown in the sentence (e.g. "职位详情"). */
  name: string;
  extra?: ReactNode;
};

/** What a screen shows until its area is built: honest and without any fake data. */
export function UnderConstruction({ name, extra }: Props) {
  const { t } = useTranslation();
  return (
    <div className={styles.panel}>
      <Result
        icon={<ConstructionIcon />}
        title={t('placeholder.title')}
        subTitle={t('placeholder.description', { name })}
        extra={extra}
      />
    </div>
  );
}

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

/** A route's page until its area is built: `<PlaceholderPage nameKey="layout:menu.jobs" />`. */
export function PlaceholderPage({ nameKey }: { nameKey: string }) {
  const { t } = useTranslation();
  usePageTitle(t(nameKey));
  return <UnderConstruction name={t(nameKey)} />;
}
