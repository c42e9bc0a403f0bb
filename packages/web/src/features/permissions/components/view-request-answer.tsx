import type { SeekerViewRequest } from '@app/shared';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/feedback.ts';
import { useAnswerViewRequest } from '../api.ts';
import styles from '../permissions.module.css';
import { ViewRequestStateTag } from './state-tag.tsx';

/** The action of a resume view request message: its state, and Allow View / Reject while it is pending. */
export function ViewRequestAnswer({ request }: { request: SeekerViewRequest | undefined }) {
  const { t } = useTranslation('permissions');
  const answer = useAnswerViewRequest();
  if (!request) return null;

  async function reply(allow: boolean) {
    if (!request) return;
    try {
      await answer.mutateAsync({ request_id: request.request_id, allow });
      toast.success(t(allow ? 'answer.allowed' : 'answer.rejected'));
    } catch (error) {
      toast.error(errorMessage(error, t('answer.failed')));
    }
  }

  return (
    <span className={styles.actions}>
      <ViewRequestStateTag state={request.state} />
      {request.state === 'pending' && (
        <>
          <Button size="small" type="primary" loading={answer.isPending} onClick={() => reply(true)}>
            {t('answer.allow')}
          </Button>
          <Button size="small" danger disabled={answer.isPending} onClick={() => reply(false)}>
            {t('answer.reject')}
          </Button>
        </>
      )}
    </span>
  );
}
