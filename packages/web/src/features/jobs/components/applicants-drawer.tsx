import { UserOutlined } from '@ant-design/icons';
import { APPLICATION_MOVES, type Applicant, type HrJobItem } from '@app/shared';
import { Alert, Avatar, Button, Drawer, Empty, Modal, Pagination, Select, Skeleton, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/feedback.ts';
import { useResume } from '../../resumes/api.ts';
import { ResumeViewer } from '../../resumes/components/resume-viewer.tsx';
import { type ApplicationMove, useApplicants, useMoveApplication } from '../api.ts';
import styles from '../jobs.module.css';
import { PIPELINE_COLORS, useJobLabels } from '../labels.ts';
import { MatchDetails, MatchTag } from './match-score.tsx';

const PAGE_SIZE = 10;
const day = (iso: string) => dayjs(iso).format('YYYY-MM-DD');

function ResumeModal({ applicant, onClose }: { applicant: Applicant | null; onClose: () => void }) {
  const { t } = useTranslation('jobs');
  const resume = useResume(applicant?.seeker_id);
  return (
    <Modal
      open={applicant !== null}
      onCancel={onClose}
      footer={null}
      width={1200}
      title={t('applicants.resumeTitle', { name: applicant?.nick_name ?? '' })}
      destroyOnHidden
    >
      <ResumeViewer resume={resume.data} loading={resume.isLoading} error={resume.error} />
    </Modal>
  );
}

/** The applicants of one job: match score, resume, pipeline status that the HR moves. */
export function ApplicantsDrawer({ job, onClose }: { job: HrJobItem | null; onClose: () => void }) {
  const { t } = useTranslation('jobs');
  const labels = useJobLabels();
  const [pn, setPn] = useState(1);
  const [viewing, setViewing] = useState<Applicant | null>(null);
  const applicants = useApplicants(job?.id ?? null, pn, PAGE_SIZE);
  const move = useMoveApplication();

  const moveTo = async (applicant: Applicant, status: ApplicationMove, quiet = false) => {
    try {
      await move.mutateAsync({ applicationId: applicant.id, status });
      if (!quiet) toast.success(t('applicants.moved'));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const openResume = (applicant: Applicant) => {
    setViewing(applicant);
    if (applicant.status === 'submitted') void moveTo(applicant, 'viewed', true);
  };

  return (
    <Drawer
      title={job ? t('applicants.title', { title: job.title }) : ''}
      open={job !== null}
      onClose={onClose}
      size={760}
      destroyOnHidden
    >
      {applicants.isError && <Alert type="error" showIcon title={t('applicants.loadFailed')} />}
      {applicants.isLoading && <Skeleton active avatar paragraph={{ rows: 4 }} />}
      {applicants.data && applicants.data.list.length === 0 && <Empty description={t('applicants.empty')} />}
      {applicants.data?.list.map((a) => (
        <div key={a.id} className={styles.applicant} data-testid="applicant">
          <Avatar size={56} src={a.profile_pic_url || undefined} icon={<UserOutlined />} />
          <div>
            <div className={styles.matchRow}>
              <span className={styles.applicantName}>{a.nick_name || t('placeholders.noName')}</span>
              <MatchTag match={a.match} />
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
            <MatchDetails match={a.match} viewer="hr" />
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
              options={APPLICATION_MOVES.map((status) => ({ value: status, label: labels.pipeline(status) }))}
              onChange={(status) => moveTo(a, status)}
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
    </Drawer>
  );
}
