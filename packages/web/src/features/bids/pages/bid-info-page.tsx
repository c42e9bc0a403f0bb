import { LogoutOutlined } from '@ant-design/icons';
import { isBidSlug } from '@app/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Result, Spin } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMessageApi } from '../../../lib/feedback.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import {
  type BidEngineer,
  type BidInfo,
  bidKeys,
  fetchCurrentBid,
  forgetBidAccess,
  readBidAccess,
  saveBidAccess,
} from '../api.ts';
import styles from '../bids.module.css';
import { CodeEntry } from '../components/code-entry.tsx';
import { EngineerCards } from '../components/engineer-cards.tsx';
import { BidResumeDialog } from '../components/resume-dialog.tsx';

/**
 * /bid/info/{slug}, the bid's random link (ADR 0123; retired numeric links show the invalid-link notice): public, no
 * login; unverified until the code is accepted, then the engineer cards and their resumes. The verified state (the
 * bid's short-lived credential, never the code) lives in sessionStorage until it expires, so a reload keeps it. A
 * stored state is never shown as it is: the page first asks the server with its credential for the list as it is now
 * (docs/decisions/0123-bids.md), and a refused credential (bid revoked, expired or a new code)
 * clears the storage and shows the code form.
 */
/** How long the server's list counts as current before a returning tab asks again. */
const RECHECK_AFTER_MS = 60_000;

export function BidInfoPage() {
  const { t } = useTranslation('bids');
  const message = useMessageApi();
  const param = useParams().id;
  const slug = isBidSlug(param) ? param : '';
  // This tab's storage, which the server drawing the page cannot see: read once the page is hydrated.
  const hydrated = useHydrated();
  const stored = useMemo(() => (hydrated && slug ? readBidAccess(slug) : null), [hydrated, slug]);
  // Undefined until the code is entered or the bid left: then what is stored.
  const [chosen, setAccess] = useState<BidInfo | null>();
  const access = chosen === undefined ? stored : chosen;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<BidEngineer | null>(null);
  usePageTitle(access ? `${access.bid.title} - ${t('title')}` : t('title'));
  const live = access !== null && access.expired_at * 1000 > Date.now();
  const token = access?.access_token ?? '';
  const recheck = useQuery({
    queryKey: bidKeys.current(slug, token),
    queryFn: () => fetchCurrentBid(token),
    enabled: live,
    retry: false,
    // Asked again when the tab comes back into view after a while, so a revoked bid does not linger on screen.
    staleTime: RECHECK_AFTER_MS,
  });

  const verified = (info: BidInfo) => {
    saveBidAccess(slug, info);
    // The code check's own list is the server's answer for this credential: nothing to ask again yet.
    queryClient.setQueryData(bidKeys.current(slug, info.access_token), { data: info.data, bid: info.bid });
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

  const refused = recheck.error;
  useEffect(() => {
    if (refused && (refused as { status?: number }).status === 403) denied();
  }, [refused, denied]);
  const now = recheck.data;
  // What the server answered now replaces the stored list, on screen and in storage.
  const shown = access && now ? { ...access, data: now.data, bid: now.bid } : null;
  useEffect(() => {
    if (now && access?.access_token === token) saveBidAccess(slug, { ...access, data: now.data, bid: now.bid });
  }, [now, access, slug, token]);

  if (!slug) return <Result status="warning" title={t('invalidId')} />;

  if (!access || !live) {
    return (
      <div className={styles.page}>
        <CodeEntry slug={slug} onVerified={verified} />
      </div>
    );
  }

  if (!shown) {
    return (
      <div className={styles.page}>
        {recheck.isError ? (
          <Result
            status="warning"
            title={t('recheckFailed')}
            extra={
              <Button type="primary" onClick={() => void recheck.refetch()}>
                {t('retry')}
              </Button>
            }
          />
        ) : (
          <Spin size="large" data-testid="bid-recheck" />
        )}
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <div>
          <h1 className={styles.title}>{shown.bid.title}</h1>
          <div className={styles.muted}>{t('lead', { client: shown.bid.client_name, count: shown.data.length })}</div>
        </div>
        <Button icon={<LogoutOutlined />} onClick={leave}>
          {t('leave')}
        </Button>
      </div>
      {shown.data.length === 0 ? (
        <Empty description={t('cards.empty')} />
      ) : (
        <EngineerCards engineers={shown.data} onOpen={setOpen} />
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
