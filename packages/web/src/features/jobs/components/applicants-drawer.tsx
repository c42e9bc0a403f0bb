import { UserOutlined } from '@ant-design/icons';
import { APPLICATION_MOVES, type Applicant, type ApplicationStatus } from '@app/shared';
import { Alert, Avatar, Button, Drawer, Empty, Modal, Pagination, Select, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { chinaTime } from '../../../lib/china-time.ts';
import { toast } from '../../../lib/feedback.ts';
import { fetchResume, resumeKeys } from '../../resumes/api.ts';
import { ResumePreview } from '../../resumes/components/resume-preview.tsx';
import { type ApplicationMove, useApplicants, useJob, useMoveApplication } from '../api.ts';
import { useApplicantCounts } from '../applicants-api.ts';
import styles from '../jobs.module.css';
import { PIPELINE_COLORS, useJobLabels } from '../labels.ts';
import { ApplicantNote } from './applicant-note.tsx';
import { ApplicantStateFilter } from './applicant-state-filter.tsx';
import { MatchDetails, MatchTag } from './match-score.tsx';
import { RejectApplicantModal } from './reject-applicant-modal.tsx';

const PAGE_SIZE = 10;
const day = (iso: string) => chinaTime(iso).format('YYYY-MM-DD');

/** The applicant's resume as the HR may see it, with the two PDF exports of the seeker's own preview. */
function ResumeModal({ applicant, onClose }: { applicant: Applicant | null; onClose: () => void }) {
  const { t } = useTranslation('jobs');
  return (
    <Modal
      open={applicant !== null}
      onCancel={onClose}
      footer={null}
      width={1200}
      title={t('applicants.resumeTitle', { name: applicant?.nick_name ?? '' })}
      destroyOnHidden
    >
      {applicant && (
        <ResumePreview
          queryKey={resumeKeys.download(applicant.seeker_id)}
          load={() => fetchResume(applicant.seeker_id)}
        />
      )}
    </Modal>
  );
}

/** The job whose applicants are shown; a link gives only its id, and the title is then looked up. */
type DrawerJob = { id: number; title?: string };

/**
 * The applicants of one job: a filter by pipeline state with counts, match score, resume with its PDF exports,
 * the pipeline status that the HR moves (a rejection with a reason the seeker is sent), private notes.
 */
export function ApplicantsDrawer({ job, onClose }: { job: DrawerJob | null; onClose: () => void }) {
  const { t } = useTranslation('jobs');
  const labels = useJobLabels();
  const [pn, setPn] = useState(1);
  const [status, setStatus] = useState<ApplicationStatus | undefined>();
  const [viewing, setViewing] = useState<Applicant | null>(null);
  const [rejecting, setRejecting] = useState<Applicant | null>(null);
  const jobId = job?.id ?? null;
  const applicants = useApplicants(jobId, pn, PAGE_SIZE, status);
  const counts = useApplicantCounts(jobId);
  const linked = useJob(job && !job.title ? job.id : 0);
  const title = job?.title ?? linked.data?.title ?? '';
  const move = useMoveApplication();

  const moveTo = async (
    applicant: Applicant,
    to: ApplicationMove,
    options: { quiet?: boolean; reason?: string } = {},
  ) => {
    try {
      await move.mutateAsync({ applicationId: applicant.id, status: to, reason: options.reason });
      if (!options.quiet) toast.success(t('applicants.moved'));
      return true;
    } catch (error) {
      toast.error(errorMessage(error));
      return false;
    }
  };

  const choose = (applicant: Applicant, to: ApplicationMove) =>
    to === 'rejected' ? setRejecting(applicant) : void moveTo(applicant, to);

  const reject = async (applicant: Applicant, reason: string) => {
    if (await moveTo(applicant, 'rejected', { reason })) setRejecting(null);
  };

  const filter = (next: ApplicationStatus | undefined) => {
    setStatus(next);
    setPn(1);
  };

  const openResume = (applicant: Applicant) => {
    setViewing(applicant);
    if (applicant.status === 'submitted') void moveTo(applicant, 'viewed', { quiet: true });
  };

  return (
    <Drawer
      title={job ? t('applicants.title', { title }) : ''}
      open={job !== null}
      onClose={onClose}
      size={760}
      destroyOnHidden
    >
      <ApplicantStateFilter counts={counts.data} value={status} onChange={filter} />
      {applicants.isError && <Alert type="error" showIcon title={t('applicants.loadFailed')} />}
      {applicants.isLoading && <Skeleton active avatar paragraph={{ rows: 4 }} />}
      {applicants.data && applicants.data.list.length === 0 && <Empty description={t('applicants.empty')} />}
      {applicants.data?.list.map((a) => (
        <div key={a.id} className={styles.applicant} data-testid="applicant">
          <Avatar alt="" size={56} src={a.profile_pic_url || undefined} icon={<UserOutlined />} />
          <div>
            <div className={styles.matchRow}>
              <span className={styles.applicantName}>{a.nick_name || t('placeholders.noName')}</span>
              <MatchTag match={a.match} viewer="hr" />
              <Tag color={PIPELINE_COLORS[a.status]}>{labels.pipeline(a.status)}</Tag>
            </div>
            <div className={styles.meta}>
              <span>
                {a.experience === null ? t('applicants.noResume') : t('applicants.experience', { count: a.experience })}
              </span>
              <span>{t('applicants.appliedAt', { date: day(a.create_time) })}</span>
              <span>
                {a.resume_open ? t('applicants.openUntil', { date: day(a.opened_until) }) : t('applicants.closed')}
              </span>
            </div>
            {a.status === 'rejected' && a.reject_reason && (
              <Typography.Text type="secondary">
                {t('applicants.rejectedBecause', { reason: a.reject_reason })}
              </Typography.Text>
            )}
            <MatchDetails match={a.match} viewer="hr" />
            <ApplicantNote applicant={a} />
          </div>
          <div className={styles.applicantActions}>
            <Button onClick={() => openResume(a)}>{t('applicants.viewResume')}</Button>
            <Select<ApplicationMove>
              aria-label={t('applicants.moveTo')}
              placeholder={t('applicants.moveTo')}
              style={{ width: 140 }}
              value={a.status === 'submitted' || a.status === 'withdrawn' ? undefined : (a.status as ApplicationMove)}
              // The seeker took it back (ADR 0093): the tag says withdrawn and there is nothing left to move.
              disabled={a.status === 'withdrawn'}
              options={APPLICATION_MOVES.map((move) => ({ value: move, label: labels.pipeline(move) }))}
              onChange={(to) => choose(a, to)}
            />
          </div>
        </div>
      ))}
      {applicants.data && applicants.data.total > PAGE_SIZE && (
        <div className={styles.pagination}>
          <Pagination current={pn} pageSize={PAGE_SIZE} total={applicants.data.total} onChange={setPn} />
        </div>
      )}
      <ResumeModal applicant={viewing} onClose={() => setViewing(null)} />
      <RejectApplicantModal
        applicant={rejecting}
        pending={move.isPending}
        onConfirm={reject}
        onCancel={() => setRejecting(null)}
      />
    </Drawer>
  );
}
