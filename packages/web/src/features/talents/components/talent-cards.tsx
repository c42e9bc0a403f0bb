import { type HrJobOption, RESUME_OPEN } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Card, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMessageApi } from '../../../lib/feedback.ts';
import {
  checkResumePermission,
  fetchHrJobOptions,
  TALENT_ERROR_SECONDS,
  type TalentCard as Talent,
  talentKeys,
  type ViewTarget,
} from '../api.ts';
import styles from '../talents.module.css';
import { TalentCard } from './talent-card.tsx';

// The apply-to-view dialog (antd Modal, Form, Select) is fetched when a closed resume is opened.
const loadDialog = () => import('./apply-view-dialog.tsx');
const ApplyViewDialog = lazy(() => loadDialog().then((m) => ({ default: m.ApplyViewDialog })));
const preloadDialog = () => void loadDialog().catch(() => {});

const talentPath = (id: number) => `/talent/${id}`;

/**
 * What opening a talent does (docs/product/talents-and-view-permissions.md#talent-pool): an open resume goes to
 * /talent/{id}; a closed one is checked first (GET /hr/check/user/resume/permission: an allowed request also goes to
 * the detail); while the HR's request waits for an answer that is said; otherwise the HR's jobs are loaded and the
 * apply-to-view dialog opens. A failure is an error popup of 3 s.
 */
export function useTalentOpener() {
  const { t } = useTranslation('talents');
  const navigate = useNavigate();
  const message = useMessageApi();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<ViewTarget | null>(null);
  const [jobs, setJobs] = useState<HrJobOption[]>([]);
  const [wanted, setWanted] = useState(false);

  const popup = (content: string, id: number, type: 'error' | 'info' = 'error') =>
    message.open({ type, content, duration: TALENT_ERROR_SECONDS, key: `talent-${id}` });

  /** Loads the HR's jobs and opens the dialog; without the jobs it still opens (the job is optional). */
  async function askToView(next: ViewTarget) {
    preloadDialog();
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
    setWanted(true);
    setTarget(next);
  }

  // Opening a closed resume, its card busy until the check (and the HR's jobs for the dialog) are in.
  const opening = useMutation({
    mutationFn: async (talent: Talent) => {
      if (await checkResumePermission(talent.id)) navigate(talentPath(talent.id));
      // One request at a time: while one waits for the seeker, say so instead of offering another.
      else if (talent.view_request === 'pending') popup(t('card.requestPending'), talent.id, 'info');
      else await askToView({ id: talent.id, name: talent.name });
    },
    onError: (error, talent) => popup(errorMessage(error, t('card.checkFailed')), talent.id),
  });

  function open(talent: Talent) {
    if (talent.enable_resume === RESUME_OPEN) {
      navigate(talentPath(talent.id));
      return;
    }
    if (opening.isPending) return;
    // The dialog's code comes beside the permission check, in case it is needed.
    preloadDialog();
    opening.mutate(talent);
  }

  // Mounted from the first request on and kept, so the dialog closes with antd's animation.
  const dialog = wanted && (
    <Suspense fallback={null}>
      <ApplyViewDialog target={target} jobs={jobs} onClose={() => setTarget(null)} />
    </Suspense>
  );
  return { open, askToView, busyId: opening.isPending ? opening.variables.id : null, dialog };
}

/**
 * Talent cards in their grid with the click behaviour and the one apply-to-view dialog: /talents and home. `busy`
 * dims them while another page of the search loads (antd's Spin over the list).
 */
export function TalentCards({ talents, busy = false }: { talents: Talent[]; busy?: boolean }) {
  const opener = useTalentOpener();
  return (
    <>
      <div className={styles.grid} aria-busy={busy || undefined}>
        {talents.map((talent) => (
          <TalentCard key={talent.id} talent={talent} busy={opener.busyId === talent.id} onOpen={opener.open} />
        ))}
      </div>
      {opener.dialog}
    </>
  );
}

/** The grid's shape while the talents load: an avatar beside a title and two lines (antd's Skeleton avatar). */
export function TalentSkeletons({ count = 4 }: { count?: number }) {
  return (
    <div className={styles.grid}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <Card key={i}>
          <Skeleton active avatar paragraph={{ rows: 2 }} />
        </Card>
      ))}
    </div>
  );
}
