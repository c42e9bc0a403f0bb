import { type JobDetail, labelOf, PAGE_SIZES, REVIEW_STATUSES, type ReviewStatus } from '@app/shared';
import { Alert, Button, Empty, Input, Segmented, Table, type TableColumnsType, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import styles from '../admin.module.css';
import { type AdminJobsQuery, useAdminJobs } from '../api.ts';
import { awaitsReview, JobReviewDrawer } from '../components/job-review-drawer.tsx';
import { isEditOfLiveJob } from '../job-versions.ts';

type Filter = ReviewStatus | 'all';

const REVIEW_COLORS: Record<ReviewStatus, string> = {
  under_review: 'processing',
  approved: 'success',
  rejected: 'error',
};

/** When a job last changed for the reviewer: its edit awaiting review, or the job itself. */
const changedAt = (job: JobDetail) => (isEditOfLiveJob(job) ? job.pending_edit?.update_time : null) ?? job.update_time;

/**
 * /admin/jobs: the review queue (issue 9 item 17, ADR 0092). New jobs and edits of live jobs awaiting review, most
 * recently changed first; a job opens beside its live version to be approved or rejected with a reason.
 */
export function AdminJobsPage() {
  const { t } = useTranslation('admin');
  usePageTitle(t('layout:admin.jobs'));
  const language = useLanguage();
  const [filter, setFilter] = useState<Filter>('under_review');
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ pn: 1, p_size: PAGE_SIZES.jobs.default as number });
  const [reviewing, setReviewing] = useState<JobDetail | null>(null);
  const query: AdminJobsQuery = {
    ...paging,
    ...(filter === 'all' ? {} : { review_status: filter }),
    ...(keyword ? { key_word: keyword } : {}),
  };
  const jobs = useAdminJobs(query);
  const total = jobs.data?.total ?? 0;

  const filters = [
    ...REVIEW_STATUSES.map((s) => ({ value: s.value as Filter, label: labelOf(REVIEW_STATUSES, s.value, language) })),
    { value: 'all' as Filter, label: t('jobs.all') },
  ];

  const columns: TableColumnsType<JobDetail> = [
    {
      key: 'title',
      title: t('jobs.columns.job'),
      render: (_, job) => (
        <div>
          <Link to={`/job/${job.id}`} target="_blank">
            {job.title}
          </Link>
          <div className={styles.muted}>
            {job.company} · {job.publisher_name}
          </div>
        </div>
      ),
    },
    {
      key: 'kind',
      title: t('jobs.columns.kind'),
      render: (_, job) =>
        isEditOfLiveJob(job) ? (
          <Tag color="warning">{t('jobs.kindEdit')}</Tag>
        ) : (
          <Tag color={REVIEW_COLORS[job.review_status]}>
            {job.review_status === 'under_review'
              ? t('jobs.kindNew')
              : labelOf(REVIEW_STATUSES, job.review_status, language)}
          </Tag>
        ),
    },
    {
      key: 'changed',
      title: t('jobs.columns.changed'),
      render: (_, job) => dayjs(changedAt(job)).format('YYYY-MM-DD HH:mm'),
    },
    {
      key: 'actions',
      title: t('jobs.columns.actions'),
      render: (_, job) => (
        <Button type={awaitsReview(job) ? 'primary' : 'default'} size="small" onClick={() => setReviewing(job)}>
          {awaitsReview(job) ? t('jobs.review') : t('jobs.view')}
        </Button>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <div>
        <h2 className={styles.heading}>{t('jobs.title')}</h2>
        <p className={styles.lead}>{t('jobs.lead')}</p>
      </div>
      <div className={styles.toolbar}>
        <Segmented<Filter>
          options={filters}
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPaging((p) => ({ ...p, pn: 1 }));
          }}
        />
        <Input.Search
          allowClear
          style={{ maxWidth: 320 }}
          placeholder={t('jobs.searchPlaceholder')}
          aria-label={t('jobs.searchPlaceholder')}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPaging((p) => ({ ...p, pn: 1 }));
          }}
        />
      </div>
      {jobs.isError && <Alert type="error" showIcon title={t('jobs.loadFailed')} />}
      <Table<JobDetail>
        rowKey="id"
        columns={columns}
        dataSource={jobs.data?.list ?? []}
        loading={jobs.isLoading}
        scroll={{ x: 720 }}
        locale={{
          emptyText: <Empty description={filter === 'under_review' ? t('jobs.queueEmpty') : t('jobs.empty')} />,
        }}
        pagination={{
          current: paging.pn,
          pageSize: paging.p_size,
          total,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.jobs.options.map(String),
          showTotal: (count) => t(jobs.data?.capped ? 'jobs.totalCapped' : 'jobs.total', { count }),
          onChange: (pn, size) => setPaging({ pn: size === paging.p_size ? pn : 1, p_size: size }),
        }}
      />
      <JobReviewDrawer job={reviewing} onClose={() => setReviewing(null)} />
    </div>
  );
}
