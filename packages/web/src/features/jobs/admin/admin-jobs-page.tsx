import {
  ADMIN_JOB_STATUSES,
  type AdminJobStatus,
  JOB_STATUS,
  type JobDetail,
  labelOf,
  PAGE_SIZES,
  REVIEW_STATUSES,
  type ReviewStatus,
} from '@app/shared';
import { Alert, Button, Empty, Popconfirm, Segmented, Select, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from '../../../components/admin/admin.module.css';
import {
  AdminHeading,
  AdminSearch,
  ConfirmDeleteButton,
  useServerTable,
} from '../../../components/admin/server-table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { chinaTime } from '../../../lib/china-time.ts';
import { toast } from '../../../lib/feedback.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { type AdminJobsQuery, FIRST_ADMIN_JOBS, useAdminJobs, useDeleteJob, useEndJob } from './admin-api.ts';
import { awaitsReview, JobReviewDrawer } from './job-review-drawer.tsx';
import { isEditOfLiveJob } from './job-versions.ts';

type Filter = ReviewStatus | 'all';
/** The text filters, applied when searched (Enter or the search button). */
type TextFilters = { key_word?: string; company?: string; publisher?: string };

const REVIEW_COLORS: Record<ReviewStatus, string> = {
  under_review: 'processing',
  approved: 'success',
  rejected: 'error',
};

/** When a job last changed for the reviewer: its edit awaiting review, or the job itself. */
const changedAt = (job: JobDetail) => (isEditOfLiveJob(job) ? job.pending_edit?.update_time : null) ?? job.update_time;

/**
 * /admin/jobs: the review queue (ADR 0092) and every job. New jobs and edits of
 * live jobs awaiting review, most recently changed first; a job opens beside its live version to be approved or
 * rejected with a reason. Filters by review status, status, company, publisher and keyword; any job can be ended
 * or deleted after a confirmation.
 */
export function AdminJobsPage() {
  const { t } = useTranslation(['admin', 'common', 'layout']);
  usePageTitle(t('layout:admin.jobs'));
  const language = useLanguage();
  const [filter, setFilter] = useState<Filter>(FIRST_ADMIN_JOBS.review_status);
  const [status, setStatus] = useState<AdminJobStatus | undefined>();
  const [texts, setTexts] = useState<TextFilters>({});
  const table = useServerTable<JobDetail, 'updated' | 'created'>(['updated', 'created'], FIRST_ADMIN_JOBS.p_size);
  // The job open in the review drawer, by id: a refreshed list shows its latest version there.
  const [reviewingId, setReviewingId] = useState<number | null>(null);
  const query: AdminJobsQuery = {
    ...table.query,
    ...(filter === 'all' ? {} : { review_status: filter }),
    ...(status ? { status } : {}),
    ...Object.fromEntries(Object.entries(texts).filter(([, value]) => value)),
  };
  const jobs = useAdminJobs(query);
  const reviewing = jobs.data?.list.find((job) => job.id === reviewingId) ?? null;
  const end = useEndJob();
  const remove = useDeleteJob();
  const { firstPage } = table;
  const search = (name: keyof TextFilters) => (value: string) => {
    setTexts((current) => ({ ...current, [name]: value }));
    firstPage();
  };

  const act = async (run: Promise<unknown>, done: string) => {
    try {
      await run;
      toast.success(done);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

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
      key: 'status',
      title: t('jobs.columns.status'),
      render: (_, job) => {
        const recruiting = job.status === JOB_STATUS.recruiting;
        return (
          <Tag color={recruiting ? 'green' : 'default'}>
            {labelOf(ADMIN_JOB_STATUSES, recruiting ? 'recruiting' : 'ended', language)}
          </Tag>
        );
      },
    },
    {
      ...table.sortColumn('created'),
      title: t('jobs.columns.created'),
      render: (_, job) => chinaTime(job.create_time).format('YYYY-MM-DD HH:mm'),
    },
    {
      ...table.sortColumn('updated'),
      title: t('jobs.columns.changed'),
      render: (_, job) => chinaTime(changedAt(job)).format('YYYY-MM-DD HH:mm'),
    },
    {
      key: 'actions',
      title: t('jobs.columns.actions'),
      render: (_, job) => (
        <Space size={4} wrap>
          <Button type={awaitsReview(job) ? 'primary' : 'default'} size="small" onClick={() => setReviewingId(job.id)}>
            {awaitsReview(job) ? t('jobs.review') : t('jobs.view')}
          </Button>
          {job.status === JOB_STATUS.recruiting && (
            <Popconfirm
              title={t('jobs.endConfirm', { title: job.title })}
              description={t('jobs.endHint')}
              okText={t('jobs.end')}
              cancelText={t('common:actions.cancel')}
              onConfirm={() => act(end.mutateAsync(job.id), t('jobs.ended'))}
            >
              <Button size="small">{t('jobs.end')}</Button>
            </Popconfirm>
          )}
          <ConfirmDeleteButton
            title={t('jobs.deleteConfirm', { title: job.title })}
            description={t('jobs.deleteHint')}
            label={t('jobs.delete')}
            onConfirm={() => act(remove.mutateAsync(job.id), t('jobs.deleted'))}
          />
        </Space>
      ),
    },
  ];

  return (
    <div className={styles.page}>
      <AdminHeading title={t('jobs.title')} lead={t('jobs.lead')} />
      <div className={styles.toolbar}>
        <Segmented<Filter>
          options={filters}
          value={filter}
          onChange={(value) => {
            setFilter(value);
            firstPage();
          }}
        />
        <AdminSearch placeholder={t('jobs.searchPlaceholder')} onSearch={search('key_word')} />
      </div>
      <div className={styles.filters}>
        <Select<AdminJobStatus>
          allowClear
          style={{ minWidth: 140 }}
          placeholder={t('jobs.statusAll')}
          aria-label={t('jobs.columns.status')}
          value={status}
          options={ADMIN_JOB_STATUSES.map((s) => ({
            value: s.value,
            label: labelOf(ADMIN_JOB_STATUSES, s.value, language),
          }))}
          onChange={(value) => {
            setStatus(value);
            firstPage();
          }}
        />
        <AdminSearch placeholder={t('jobs.companyPlaceholder')} onSearch={search('company')} />
        <AdminSearch placeholder={t('jobs.publisherPlaceholder')} onSearch={search('publisher')} />
      </div>
      {jobs.isError && <Alert type="error" showIcon title={t('jobs.loadFailed')} />}
      <Table<JobDetail>
        rowKey="id"
        columns={columns}
        dataSource={jobs.data?.list ?? []}
        loading={jobs.isLoading}
        scroll={{ x: 960 }}
        onChange={table.onChange}
        locale={{
          emptyText: <Empty description={filter === 'under_review' ? t('jobs.queueEmpty') : t('jobs.empty')} />,
        }}
        pagination={table.pagination(jobs.data, PAGE_SIZES.jobs.options, (count, capped) =>
          t(capped ? 'jobs.totalCapped' : 'jobs.total', { count }),
        )}
      />
      <JobReviewDrawer key={reviewingId} job={reviewing} onClose={() => setReviewingId(null)} />
    </div>
  );
}
