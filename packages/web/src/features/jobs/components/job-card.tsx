import { cutDescription, type JobListItem } from '@app/shared';
import { Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { chinaTime } from '../../../lib/china-time.ts';
import { useCatalogName } from '../../catalog/api.ts';
import { fromListState } from '../back-to-list.ts';
import styles from '../jobs.module.css';
import { isRecruiting, useJobLabels } from '../labels.ts';
import { MatchTag } from './match-score.tsx';
import { SaveJobButton } from './save-job-button.tsx';

export function JobStatusTag({ status }: { status: number }) {
  const { t } = useTranslation('jobs');
  return isRecruiting(status) ? (
    <Tag color="success">{t('status.recruiting')}</Tag>
  ) : (
    <Tag color="default">{t('status.ended')}</Tag>
  );
}

/**
 * A job in a list (docs/product/jobs.md#jobs-list): title, status, majors, certificates, the description cut to
 * 100 characters, publisher, company, address and publish date; the match score for a job seeker.
 */
export function JobCard({ job, compact = false }: { job: JobListItem; compact?: boolean }) {
  const { t } = useTranslation('jobs');
  const labels = useJobLabels();
  const name = useCatalogName();
  const navigate = useNavigate();
  // Opened from /jobs, the detail page's "Back to jobs" returns to this search and page.
  const state = fromListState(useLocation());
  const href = `/job/${job.id}`;
  return (
    <Card className={styles.card} onClick={() => navigate(href, { state })} data-testid="job-card">
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>
          <Link to={href} state={state} onClick={(event) => event.stopPropagation()}>
            {job.title}
          </Link>
        </h2>
        <JobStatusTag status={job.status} />
        <span className={styles.salary}>{labels.salary(job.salary)}</span>
      </div>
      <div className={styles.meta}>
        <span>{job.company}</span>
        <span>
          {labels.city(job.city)}
          {!compact && ` · ${job.address || t('placeholders.noLocation')}`}
        </span>
        <span>{labels.jobType(job.job_type)}</span>
        <span>{labels.experience(job.experience)}</span>
      </div>
      <div className={styles.tags}>
        {job.major_list.length === 0 && <Tag>{t('card.anyMajor')}</Tag>}
        {job.major_list.map((m) => (
          <Tag key={`m${m.id}`} color="blue">
            {name(m)}
          </Tag>
        ))}
        {job.cert_list.length === 0 && !compact && <Tag>{t('card.noCert')}</Tag>}
        {job.cert_list.map((c) => (
          <Tag key={`c${c.id}`} color="gold">
            {name(c)}
          </Tag>
        ))}
      </div>
      {!compact && <p className={styles.description}>{cutDescription(job.description)}</p>}
      <div className={styles.footer}>
        <span>
          {t('card.postedBy', {
            name: job.publisher_name || t('placeholders.noName'),
            date: chinaTime(job.create_time).format('YYYY-MM-DD'),
          })}
        </span>
        <span className={styles.footerEnd}>
          {job.applied && <Tag color="blue">{t('card.applied')}</Tag>}
          {job.match && <MatchTag match={job.match} />}
          {!compact && <SaveJobButton jobId={job.id} size="small" />}
        </span>
      </div>
    </Card>
  );
}
