import { LogoutOutlined } from '@ant-design/icons';
import { isBidSlug } from '@app/shared';
import { Button, Empty, Result } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMessageApi } from '../../../lib/feedback.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { type BidEngineer, type BidInfo, forgetBidAccess, readBidAccess, saveBidAccess } from '../api.ts';
import styles from '../bids.module.css';
import { CodeEntry } from '../components/code-entry.tsx';
import { EngineerCards } from '../components/engineer-cards.tsx';
import { BidResumeDialog } from '../components/resume-dialog.tsx';

/**
 * /bid/info/{slug}, the bid's random link (ADR 0117; retired numeric links show the invalid-link notice): public, no
 * login; unverified until the code is accepted, then the engineer cards and their resumes. The verified state (the
 * bid's short-lived credential, never the code) lives in sessionStorage until it expires, so a reload keeps it.
 */
export function BidInfoPage() {
  const { t } = useTranslation('bids');
  const message = useMessageApi();
  const param = useParams().id;
  const slug = isBidSlug(param) ? param : '';
  const [access, setAccess] = useState<BidInfo | null>(() => (slug ? readBidAccess(slug) : null));
  const [open, setOpen] = useState<BidEngineer | null>(null);
  usePageTitle(access ? `${access.bid.title} - ${t('title')}` : t('title'));

  const verified = (info: BidInfo) => {
    saveBidAccess(slug, info);
    setAccess(info);
  };
  const leave = useCallback(() => {
    forgetBidAccess(slug);
    setOpen(null);
    setAccess(null);
  }, [slug]);
  const denied = useCallback(() => {
    message.warning(t('accessEnded'));
    leave();
  }, [leave, message, t]);

  if (!slug) return <Result status="warning" title={t('invalidId')} />;

  if (!access || access.expired_at * 1000 <= Date.now()) {
    return (
      <div className={styles.page}>
        <CodeEntry slug={slug} onVerified={verified} />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <div>
          <h1 className={styles.title}>{access.bid.title}</h1>
          <div className={styles.muted}>{t('lead', { client: access.bid.client_name, count: access.data.length })}</div>
        </div>
        <Button icon={<LogoutOutlined />} onClick={leave}>
          {t('leave')}
        </Button>
      </div>
      {access.data.length === 0 ? (
        <Empty description={t('cards.empty')} />
      ) : (
        <EngineerCards engineers={access.data} onOpen={setOpen} />
      )}
      <BidResumeDialog
        slug={slug}
        token={access.access_token}
        engineer={open}
        onClose={() => setOpen(null)}
        onDenied={denied}
      />
    </div>
  );
}
