import { PlusOutlined } from '@ant-design/icons';
import type { HrJobItem } from '@app/shared';
import { Alert, Badge, Button, Empty, Popconfirm, Space, Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { chinaTime } from '../../../lib/china-time.ts';
import { toast } from '../../../lib/feedback.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useJobActions, useOwnJobs } from '../api.ts';
import { ApplicantsDrawer } from '../components/applicants-drawer.tsx';
import { JobStatusTag } from '../components/job-card.tsx';
import { JobFormDrawer } from '../components/job-form.tsx';
import { usePhoneColumns } from '../components/phone-table.tsx';
import styles from '../jobs.module.css';
import { isRecruiting, REVIEW_COLORS, useJobLabels } from '../labels.ts';
import { useLinkedId } from '../use-linked-id.ts';
import { usePager } from '../use-pager.ts';

/** A live job's edit awaiting review or rejected (ADR 0092): seekers still see the live version. */
function PendingEditTag({ job }: { job: HrJobItem }) {
  const { t } = useTranslation('jobs');
  const edit = job.pending_edit;
  if (!edit) return null;
  const pending = edit.review_status === 'under_review';
  const tip = pending
    ? t('post.editPendingTip', { title: edit.title })
    : t('post.editRejectedTip', { reason: edit.reject_reason });
  return (
    <Tooltip title={tip}>
      <Tag color={pending ? 'processing' : 'error'}>{t(pending ? 'post.editPending' : 'post.editRejected')}</Tag>
    </Tooltip>
  );
}

/** /user/job-post (HR only, router.tsx): post, edit, end/reopen and delete my jobs; open a job's applicants. */
export function JobPostPage() {
  const { t } = useTranslation(['jobs', 'common', 'layout']);
  usePageTitle(t('layout:user.jobPost'));
  const labels = useJobLabels();
  const { pn, pSize, pagination } = usePager();
  // The drawer: edit a job, post a new one, or post a new one copied from a job (copyFrom).
  const [editing, setEditing] = useState<{ job: HrJobItem | null; copyFrom?: HrJobItem } | null>(null);
  const [applicantsOf, setApplicantsOf] = useState<HrJobItem | null>(null);
  // A notification of a new applicant opens that job's applicants (?applicants=<job id>).
  const [linkedJobId, clearLinkedJob] = useLinkedId('applicants');
  const jobs = useOwnJobs(pn, pSize);
  const actions = useJobActions();

  const run = async (action: Promise<unknown>, done: string) => {
    try {
      await action;
      toast.success(done);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const columns: TableColumnsType<HrJobItem> = [
    {
      key: 'title',
      title: t('post.columns.title'),
      render: (_, job) => (
        <div>
          <Link to={`/job/${job.id}`}>{job.title}</Link>
          <div className={styles.muted}>
            {labels.city(job.city)} · {labels.salary(job.salary)}
          </div>
        </div>
      ),
    },
    {
      key: 'review',
      title: t('post.columns.review'),
      render: (_, job) => {
        const tag = <Tag color={REVIEW_COLORS[job.review_status]}>{labels.review(job.review_status)}</Tag>;
        return (
          <Space size={4} wrap>
            {job.reject_reason ? (
              <Tooltip title={t('post.rejectReason', { reason: job.reject_reason })}>{tag}</Tooltip>
            ) : (
              tag
            )}
            <PendingEditTag job={job} />
          </Space>
        );
      },
    },
    { key: 'status', title: t('post.columns.status'), render: (_, job) => <JobStatusTag status={job.status} /> },
    {
      key: 'applicants',
      title: t('post.columns.applicants'),
      render: (_, job) => (
        <Badge
          count={job.new_applicant_count}
          size="small"
          title={t('post.newApplicants', { count: job.new_applicant_count })}
        >
          <Button size="small" onClick={() => setApplicantsOf(job)}>
            {t('post.applicants')} {job.applicant_count}
          </Button>
        </Badge>
      ),
    },
    {
      key: 'created',
      title: t('post.columns.created'),
      render: (_, job) => chinaTime(job.create_time).format('YYYY-MM-DD'),
    },
    {
      key: 'actions',
      title: t('post.columns.actions'),
      render: (_, job) => (
        <Space size={4} wrap>
          <Button type="link" size="small" onClick={() => setEditing({ job })}>
            {t('post.edit')}
          </Button>
          <Button type="link" size="small" onClick={() => setEditing({ job: null, copyFrom: job })}>
            {t('post.copy')}
          </Button>
          {isRecruiting(job.status) ? (
            <Popconfirm
              title={t('post.endConfirm')}
              okText={t('common:actions.confirm')}
              cancelText={t('common:actions.cancel')}
              onConfirm={() => run(actions.end.mutateAsync(job.id), t('post.ended'))}
            >
              <Button type="link" size="small">
                {t('post.end')}
              </Button>
            </Popconfirm>
          ) : (
            <Button
              type="link"
              size="small"
              onClick={() => run(actions.reopen.mutateAsync(job.id), t('post.reopened'))}
            >
              {t('post.reopen')}
            </Button>
          )}
          <Popconfirm
            title={t('post.deleteConfirm')}
            okText={t('common:actions.confirm')}
            cancelText={t('common:actions.cancel')}
            onConfirm={() => run(actions.remove.mutateAsync(job.id), t('post.deleted'))}
          >
            <Button type="link" size="small" danger>
              {t('post.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const table = usePhoneColumns(columns, { x: 900 });

  return (
    <div className={styles.panel}>
      <div className={styles.resultBar}>
        <div>
          <h2 className={styles.pageTitle}>{t('post.title')}</h2>
          <p className={styles.lead}>{t('post.lead')}</p>
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ job: null })}>
          {t('post.new')}
        </Button>
      </div>
      {jobs.isError && <Alert type="error" showIcon title={t('post.loadFailed')} />}
      <Table<HrJobItem>
        rowKey="id"
        columns={table.columns}
        className={table.phone ? styles.phoneTable : undefined}
        dataSource={jobs.data?.list ?? []}
        loading={jobs.isLoading}
        scroll={table.scroll}
        locale={{ emptyText: <Empty description={t('post.empty')} /> }}
        pagination={pagination(jobs.data?.total ?? 0)}
      />
      <JobFormDrawer
        job={editing?.job ?? null}
        copyFrom={editing?.copyFrom ?? null}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
      <ApplicantsDrawer
        job={
          applicantsOf ??
          (linkedJobId ? (jobs.data?.list.find((j) => j.id === linkedJobId) ?? { id: linkedJobId }) : null)
        }
        onClose={() => {
          setApplicantsOf(null);
          clearLinkedJob();
        }}
      />
    </div>
  );
}
