import type { BidConsent, BidConsentState } from '@app/shared';
import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/feedback.ts';
import { useAnswerBidConsent } from '../api.ts';

const STATE_COLORS: Record<BidConsentState, string> = { pending: 'processing', agreed: 'success', declined: 'error' };

/**
 * The action of a bid consent request in the engineer's messages (docs/decisions/0123-bids.md):
 * its state, and Allow / Reject while it is pending.
 */
export function BidConsentAnswer({ consent }: { consent: BidConsent | undefined }) {
  const { t } = useTranslation('bids');
  const answer = useAnswerBidConsent();
  if (!consent) return null;

  async function reply(allow: boolean) {
    if (!consent) return;
    try {
      await answer.mutateAsync({ consent_id: consent.consent_id, allow });
      toast.success(t(allow ? 'consent.allowed' : 'consent.rejected'));
    } catch (error) {
      toast.error(errorMessage(error, t('consent.failed')));
    }
  }

  return (
    <Space size="small" wrap>
      <Tag color={STATE_COLORS[consent.state]}>{t(`consent.states.${consent.state}`)}</Tag>
      {consent.state === 'pending' && (
        <>
          <Button size="small" type="primary" loading={answer.isPending} onClick={() => void reply(true)}>
            {t('consent.allow')}
          </Button>
          <Button size="small" danger disabled={answer.isPending} onClick={() => void reply(false)}>
            {t('consent.reject')}
          </Button>
        </>
      )}
    </Space>
  );
}
