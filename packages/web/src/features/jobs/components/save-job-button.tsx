import { StarFilled, StarOutlined } from '@ant-design/icons';
import { ROLES } from '@app/shared';
import { Button } from 'antd';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/feedback.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useSavedJobIds, useToggleSavedJob } from '../saved-api.ts';

/** Save / Saved for a job seeker, on a job card and the job page (ADR 0094); nothing for other roles. */
export function SaveJobButton({ jobId, size = 'middle' }: { jobId: number; size?: 'small' | 'middle' }) {
  const { t } = useTranslation('jobs');
  const seeker = useSession()?.role === ROLES.seeker;
  const ids = useSavedJobIds(seeker);
  const toggle = useToggleSavedJob();
  if (!seeker) return null;
  const saved = ids.data?.has(jobId) ?? false;
  const click = async (event: MouseEvent) => {
    // On a card the click would also open the job.
    event.stopPropagation();
    try {
      await toggle.mutateAsync({ jobId, save: !saved });
      toast.success(saved ? t('saved.unsavedToast') : t('saved.savedToast'));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <Button
      size={size}
      icon={saved ? <StarFilled aria-hidden style={{ color: '#faad14' }} /> : <StarOutlined aria-hidden />}
      aria-pressed={saved}
      loading={toggle.isPending}
      disabled={ids.isLoading}
      onClick={click}
    >
      {saved ? t('saved.saved') : t('saved.save')}
    </Button>
  );
}
