import { type MyApplication, WITHDRAWABLE_STATUSES } from '@app/shared';
import { Alert, Button, Empty, Popconfirm, Table, type TableColumnsType, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { chinaTime } from '../../../lib/china-time.ts';
import { toast } from '../../../lib/feedback.ts';
import { useGo } from '../../../lib/use-go.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useMyApplications, useWithdrawApplication } from '../api.ts';
import { JobStatusTag } from '../components/job-card.tsx';
import { usePhoneColumns } from '../components/phone-table.tsx';
import { SavedJobsList } from '../components/saved-jobs-list.tsx';
import { SavedSearchesList } from '../components/saved-searches-list.tsx';
import { readJobSeekTab } from '../job-seek-tab.ts';
import styles from '../jobs.module.css';
import { PIPELINE_COLORS, useJobLabels } from '../labels.ts';
import { useLinkedId } from '../use-linked-id.ts';
import { usePager } from '../use-pager.ts';

const date = (iso: string | null) => (iso ? chinaTime(iso).format('YYYY-MM-DD') : '');
const dateTime = (iso: string | null) => (iso ? chinaTime(iso).format('YYYY-MM-DD HH:mm') : '');
const withdrawable = (status: string) => (WITHDRAWABLE_STATUSES as readonly string[]).includes(status);

/** Withdraw, after a confirm, while the recruiter has at most read the application (ADR 0093). */
function WithdrawAction({ application }: { application: MyApplication }) {
  const { t } = useTranslation(['jobs', 'common']);
  const withdraw = useWithdrawApplication();
  if (!withdrawable(application.status)) return null;
  const confirm = async () => {
    try {
      await withdraw.mutateAsync(application.id);
      toast.success(t('seek.withdrawn'));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <Popconfirm
      // The last column: the question opens leftwards, inside the window whatever its width.
      placement="topRight"
      title={t('seek.withdrawConfirm')}
      description={t('seek.withdrawHint')}
      okText={t('seek.withdraw')}
      cancelText={t('common:actions.cancel')}
      onConfirm={confirm}
    >
      <Button type="link" size="small" danger loading={withdraw.isPending}>
        {t('seek.withdraw')}
      </Button>
    </Popconfirm>
  );
}

/** /user/job-seek (job seekers only, router.tsx): my deliveries with job, date, open-until and the HR's pipeline status. */
export function JobSeekPage() {
  const { t } = useTranslation(['jobs', 'layout']);
  usePageTitle(t('layout:user.jobSeek'));
  const labels = useJobLabels();
  const go = useGo();
  const { pn, pSize, pagination } = usePager();
  const list = useMyApplications(pn, pSize);
  const [params, setParams] = useSearchParams();
  const tab = readJobSeekTab(params);
  // A message about an application opens this page with it highlighted (?application=<id>).
  const [highlighted] = useLinkedId('application');

  const columns: TableColumnsType<MyApplication> = [
    {
      key: 'job',
      title: t('seek.job'),
      render: (_, row) =>
        row.job_removed ? (
          <span>
            {row.job_title} <Tag>{t('seek.removed')}</Tag>
          </span>
        ) : (
          <Link to={`/job/${row.job_id}`}>{row.job_title}</Link>
        ),
    },
    { key: 'company', title: t('seek.company'), dataIndex: 'company' },
    // Short columns never wrap: a city or a date split over two lines reads badly in Chinese.
    {
      key: 'city',
      title: t('seek.city'),
      width: 72,
      className: styles.noWrap,
      render: (_, row) => labels.city(row.city),
    },
    {
      key: 'applied',
      title: t('seek.appliedAt'),
      width: 104,
      className: styles.noWrap,
      render: (_, row) => <span title={dateTime(row.create_time)}>{date(row.create_time)}</span>,
    },
    {
      key: 'open',
      title: t('seek.openUntil'),
      width: 104,
      className: styles.noWrap,
      render: (_, row) => <span title={dateTime(row.opened_until)}>{date(row.opened_until)}</span>,
    },
    {
      key: 'status',
      title: t('seek.status'),
      width: 104,
      className: styles.noWrap,
      render: (_, row) => <Tag color={PIPELINE_COLORS[row.status]}>{labels.pipeline(row.status)}</Tag>,
    },
    {
      key: 'jobStatus',
      title: t('seek.jobStatus'),
      width: 96,
      className: styles.noWrap,
      render: (_, row) => <JobStatusTag status={row.job_status} />,
    },
    {
      key: 'actions',
      title: t('seek.actions'),
      width: 96,
      className: styles.noWrap,
      render: (_, row) => <WithdrawAction application={row} />,
    },
  ];

  // The user centre leaves a 1366 px window about 880 px for the table: it fits there with the middle size's
  // narrower cells, the withdraw column in sight without scrolling sideways.
  const table = usePhoneColumns(columns, { x: 860 });

  return (
    <div className={styles.panel}>
      <h2 className={styles.pageTitle}>{t('seek.title')}</h2>
      <p className={styles.lead}>{t('seek.lead')}</p>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'applications' ? {} : { tab: key }, { replace: true })}
        items={[
          {
            key: 'applications',
            label: t('saved.tabApplications'),
            children: (
              <>
                {list.isError && <Alert type="error" showIcon title={t('seek.loadFailed')} />}
                <Table<MyApplication>
                  rowKey="id"
                  size="middle"
                  columns={table.columns}
                  className={table.phone ? styles.phoneTable : undefined}
                  dataSource={list.data?.list ?? []}
                  loading={list.isLoading}
                  scroll={table.scroll}
                  onRow={(row) =>
                    row.id === highlighted
                      ? ({ 'aria-current': 'true', style: { background: 'var(--ant-color-primary-bg)' } } as object)
                      : {}
                  }
                  locale={{
                    emptyText: (
                      <Empty description={t('seek.empty')}>
                        <Button type="primary" onClick={() => go('/jobs')}>
                          {t('seek.browse')}
                        </Button>
                      </Empty>
                    ),
                  }}
                  pagination={pagination(list.data?.total ?? 0)}
                />
              </>
            ),
          },
          { key: 'saved', label: t('saved.tabJobs'), children: <SavedJobsList /> },
          { key: 'searches', label: t('saved.tabSearches'), children: <SavedSearchesList /> },
        ]}
      />
    </div>
  );
}
