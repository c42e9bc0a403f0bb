import { LogoutOutlined } from '@ant-design/icons';
import { INT4_MAX } from '@app/shared';
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

function bidIdOf(raw: string | undefined): number {
  if (!raw || !/^\d{1,10}$/.test(raw)) return 0;
  const id = Number(raw);
  return id > 0 && id <= INT4_MAX ? id : 0;
}

/**
 * /bid/info/{id} (SPEC §2 "Bid info", §4 "Bid page"): public, no login; unverified until the code is accepted, then
 * the engineer cards and their resumes. The verified state (the bid's short-lived credential, never the code) lives
 * in sessionStorage until it expires, so a reload keeps it.
 */
export function BidInfoPage() {
  const { t } = useTranslation('bids');
  const message = useMessageApi();
  const bidId = bidIdOf(useParams().id);
  const [access, setAccess] = useState<BidInfo | null>(() => (bidId ? readBidAccess(bidId) : null));
  const [open, setOpen] = useState<BidEngineer | null>(null);
  usePageTitle(access ? `${access.bid.title} - ${t('title')}` : t('title'));

  const verified = (info: BidInfo) => {
    saveBidAccess(bidId, info);
    setAccess(info);
  };
  const leave = useCallback(() => {
    forgetBidAccess(bidId);
    setOpen(null);
    setAccess(null);
  }, [bidId]);
  const denied = useCallback(() => {
    message.warning(t('accessEnded'));
    leave();
  }, [leave, message, t]);

  if (!bidId) return <Result status="warning" title={t('invalidId')} />;

  if (!access || access.expired_at * 1000 <= Date.now()) {
    return (
      <div className={styles.page}>
        <CodeEntry bidId={bidId} onVerified={verified} />
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
        bidId={bidId}
        token={access.access_token}
        engineer={open}
        onClose={() => setOpen(null)}
        onDenied={denied}
      />
    </div>
  );
}
