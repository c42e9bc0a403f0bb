import { type HrJobOption, RESUME_OPEN } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Card, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMessageApi } from '../../../lib/feedback.ts';
import { checkResumePermission, fetchHrJobOptions, type TalentCard as Talent, talentKeys } from '../api.ts';
import styles from '../talents.module.css';
import { ApplyViewDialog, TALENT_ERROR_SECONDS, type ViewTarget } from './apply-view-dialog.tsx';
import { TalentCard } from './talent-card.tsx';

export const talentPath = (id: number) => `/talent/${id}`;

/**
 * What opening a talent does (SPEC §2 "Talents page"): an open resume goes to /talent/{id}; a closed one is checked
 * first (GET /hr/check/user/resume/permission: a granted request also goes to the detail), otherwise the HR's jobs
 * are loaded and the apply-to-view dialog opens. A failure is an error popup of 3 s.
 */
export function useTalentOpener() {
  const { t } = useTranslation('talents');
  const navigate = useNavigate();
  const message = useMessageApi();
  const queryClient = useQueryClient();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [target, setTarget] = useState<ViewTarget | null>(null);
  const [jobs, setJobs] = useState<HrJobOption[]>([]);

  const popup = (content: string, id: number) =>
    message.open({ type: 'error', content, duration: TALENT_ERROR_SECONDS, key: `talent-${id}` });

  /** Loads the HR's jobs and opens the dialog; without the jobs it still opens (the job is optional). */
  async function askToView(next: ViewTarget) {
    let options: HrJobOption[] = [];
    try {
      options = await queryClient.fetchQuery({
        queryKey: talentKeys.hrJobs,
        queryFn: fetchHrJobOptions,
        staleTime: 30_000,
      });
    } catch (error) {
      popup(errorMessage(error, t('apply.jobsFailed')), next.id);
    }
    setJobs(options);
    setTarget(next);
  }

  async function open(talent: Talent) {
    if (talent.enable_resume === RESUME_OPEN) {
      navigate(talentPath(talent.id));
      return;
    }
    if (busyId !== null) return;
    setBusyId(talent.id);
    try {
      if (await checkResumePermission(talent.id)) navigate(talentPath(talent.id));
      else await askToView({ id: talent.id, name: talent.name });
    } catch (error) {
      popup(errorMessage(error, t('card.checkFailed')), talent.id);
    } finally {
      setBusyId(null);
    }
  }

  const dialog = <ApplyViewDialog target={target} jobs={jobs} onClose={() => setTarget(null)} />;
  return { open, askToView, busyId, dialog };
}

/** Talent cards in their grid with the click behaviour and the one apply-to-view dialog: /talents and home. */
export function TalentCards({ talents }: { talents: Talent[] }) {
  const opener = useTalentOpener();
  return (
    <>
      <div className={styles.grid}>
        {talents.map((talent) => (
          <TalentCard key={talent.id} talent={talent} busy={opener.busyId === talent.id} onOpen={opener.open} />
        ))}
      </div>
      {opener.dialog}
    </>
  );
}

/** The grid's shape while the talents load. */
export function TalentSkeletons({ count = 4 }: { count?: number }) {
  return (
    <div className={styles.grid}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <Card key={i}>
          <Skeleton avatar active />
        </Card>
      ))}
    </div>
  );
}
