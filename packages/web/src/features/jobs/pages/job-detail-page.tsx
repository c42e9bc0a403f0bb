import { ArrowLeftOutlined } from '@ant-design/icons';
import { ROLES } from '@app/shared';
import { Alert, Button, Descriptions, Skeleton, Tag } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { chinaTime } from '../../../lib/china-time.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useCatalogName } from '../../catalog/api.ts';
import { CatalogLink } from '../../catalog/components/catalog-link.tsx';
import { useCompanyCard } from '../../company-info/api.ts';
import { useJob } from '../api.ts';
import { backToListPath } from '../back-to-list.ts';
import { ApplyButton } from '../components/apply-button.tsx';
import { JobStatusTag } from '../components/job-card.tsx';
import { MatchPanel } from '../components/match-score.tsx';
import { SaveJobButton } from '../components/save-job-button.tsx';
import styles from '../jobs.module.css';
import { REVIEW_COLORS, useJobLabels } from '../labels.ts';

// antd's Result and its pictures: only for a job that is not there or did not load.
const JobLoadFailed = lazy(() =>
  import('../components/job-load-failed.tsx').then((m) => ({ default: m.JobLoadFailed })),
);

/**
 * /job/{id} (docs/product/jobs.md#job-detail): title, address, company, publish time, recruiter and contacts
 * (phone, wechat, email if present), description, certificate and major requirements, company
 * description, each once (the publisher's company info fills only what the job left blank); the match score and
 * the floating Submit Resume button for a job seeker.
 */
export function JobDetailPage() {
  const { t } = useTranslation(['jobs', 'common', 'layout']);
  const labels = useJobLabels();
  const catalogName = useCatalogName();
  const navigate = useNavigate();
  const session = useSession();
  const id = Number(useParams().id);
  const job = useJob(id);
  // The publisher's company info fills what the job left blank (its intro, a WeChat id); each is shown once.
  const fillIn = useCompanyCard(job.data?.uid ?? 0, Boolean(job.data && (!job.data.company_desc || !job.data.wechat)));
  const listPath = backToListPath(useLocation().state);
  usePageTitle(job.data?.title ?? t('layout:pages.jobDetail'));

  const back = (
    <Button type="link" icon={<ArrowLeftOutlined aria-hidden />} onClick={() => navigate(listPath)}>
      {t('detail.back')}
    </Button>
  );
  const notFound = !Number.isInteger(id) || id <= 0 || (job.error instanceof ApiError && job.error.status === 404);
  if (notFound || job.error) {
    const title = notFound
      ? translateNotFound(job.error, t('detail.loadFailed'))
      : errorMessage(job.error, t('detail.loadFailed'));
    return (
      <Suspense fallback={null}>
        <JobLoadFailed notFound={notFound} title={title} extra={back} />
      </Suspense>
    );
  }
  if (!job.data) {
    return (
      <div className={styles.page}>
        <div className={styles.panel} role="status" aria-busy="true" aria-label={t('common:loading')}>
          <Skeleton active paragraph={{ rows: 12 }} />
        </div>
      </div>
    );
  }

  const data = job.data;
  const none = t('detail.none');
  const companyDesc = data.company_desc || fillIn.data?.company_desc || none;
  const wechat = data.wechat || fillIn.data?.wechat;
  const contacts = [
    { key: 'recruiter', label: t('detail.recruiter'), children: data.publisher_name || t('placeholders.noName') },
    { key: 'phone', label: t('detail.phone'), children: data.phone },
    ...(wechat ? [{ key: 'wechat', label: t('detail.wechat'), children: wechat }] : []),
    ...(data.email ? [{ key: 'email', label: t('detail.email'), children: data.email }] : []),
  ];
  const facts = [
    { key: 'address', label: t('detail.address'), children: `${labels.city(data.city)} · ${data.address}` },
    { key: 'company', label: t('detail.company'), children: data.company },
    {
      key: 'published',
      label: t('detail.published'),
      children: chinaTime(data.create_time).format('YYYY-MM-DD HH:mm'),
    },
  ];
  const isSeeker = session?.role === ROLES.seeker;

  return (
    <div className={styles.page}>
      {back}
      {data.review_status !== 'approved' && (
        <Alert
          showIcon
          type={data.review_status === 'rejected' ? 'error' : 'info'}
          style={{ margin: '8px 0 16px' }}
          title={
            data.review_status === 'rejected'
              ? t('detail.rejected', { reason: data.reject_reason })
              : t('detail.underReview')
          }
        />
      )}
      <div className={styles.detail}>
        <article className={styles.panel}>
          <h1 className={styles.detailTitle}>
            {data.title}
            <JobStatusTag status={data.status} />
            {data.review_status !== 'approved' && (
              <Tag color={REVIEW_COLORS[data.review_status]}>{labels.review(data.review_status)}</Tag>
            )}
          </h1>
          <div className={styles.meta}>
            <span className={styles.salary}>{labels.salary(data.salary)}</span>
            <span>{labels.jobType(data.job_type)}</span>
            <span>{labels.experience(data.experience)}</span>
          </div>
          <Descriptions column={{ xs: 1, sm: 1, md: 3 }} size="small" items={facts} />
          <h2 className={styles.sectionTitle}>{t('detail.description')}</h2>
          <p className={styles.text}>{data.description}</p>
          <h2 className={styles.sectionTitle}>{t('detail.certs')}</h2>
          <div className={styles.tags}>
            {data.cert_list.length === 0 && <span className={styles.muted}>{none}</span>}
            {data.cert_list.map((c) => (
              <CatalogLink key={c.id} kind="certificate" id={c.id}>
                <Tag color="gold">{catalogName(c)}</Tag>
              </CatalogLink>
            ))}
          </div>
          <h2 className={styles.sectionTitle}>{t('detail.majors')}</h2>
          <div className={styles.tags}>
            {data.major_list.length === 0 && <span className={styles.muted}>{t('card.anyMajor')}</span>}
            {data.major_list.map((m) => (
              <CatalogLink key={m.id} kind="major" id={m.id}>
                <Tag color="blue">{catalogName(m)}</Tag>
              </CatalogLink>
            ))}
          </div>
          <h2 className={styles.sectionTitle}>{t('detail.companyDesc')}</h2>
          <p className={styles.text}>{companyDesc}</p>
        </article>
        <aside className={styles.list}>
          {isSeeker && (
            <div className={styles.panel}>
              <SaveJobButton jobId={data.id} />
            </div>
          )}
          {data.match && (
            <div className={styles.panel}>
              <MatchPanel match={data.match} />
            </div>
          )}
          <section className={styles.panel} aria-label={t('detail.contacts')} data-testid="job-contacts">
            <Descriptions column={1} size="small" items={contacts} />
          </section>
        </aside>
      </div>
      {/* In the page's flow, stuck to the bottom of the window while the page scrolls: at the end of the page it
          sits below the content instead of over it. */}
      {isSeeker && (
        <div className={styles.applyBar}>
          <ApplyButton job={data} />
        </div>
      )}
    </div>
  );
}

function translateNotFound(error: unknown, fallback: string) {
  return error instanceof ApiError ? error.localized() : fallback;
}
