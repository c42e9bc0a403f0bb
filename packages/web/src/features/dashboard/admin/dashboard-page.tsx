import { type Dashboard, labelOf, REVIEW_STATUSES, VIEW_REQUEST_STATE_LABELS } from '@app/shared';
import { Alert, Button, Skeleton, theme } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminHeading } from '../../../components/admin/server-table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useDashboard } from './admin-api.ts';
import { type ChartSeries, DailyChart } from './daily-chart.tsx';
import styles from './dashboard.module.css';
import { type Figure, FigureGroup } from './figure-group.tsx';

type Language = ReturnType<typeof useLanguage>;
type T = TFunction<'admin-dashboard'>;

function groups(data: Dashboard, t: T, language: Language): { key: string; title: string; figures: Figure[] }[] {
  const review = (value: 'under_review' | 'approved' | 'rejected') => labelOf(REVIEW_STATUSES, value, language);
  const request = (value: keyof Dashboard['view_requests']) => labelOf(VIEW_REQUEST_STATE_LABELS, value, language);
  return [
    {
      key: 'users',
      title: t('users.title'),
      figures: [
        { key: 'seekers', label: t('users.seekers'), value: data.users.seekers },
        { key: 'hrs', label: t('users.hrs'), value: data.users.hrs },
        { key: 'admins', label: t('users.admins'), value: data.users.admins },
        { key: 'disabled', label: t('users.disabled'), value: data.users.disabled },
        { key: 'new', label: t('users.new'), value: data.users.new_last_30_days },
      ],
    },
    {
      key: 'jobs',
      title: t('jobs.title'),
      figures: [
        { key: 'recruiting', label: t('jobs.recruiting'), value: data.jobs.recruiting },
        { key: 'ended', label: t('jobs.ended'), value: data.jobs.ended },
        {
          key: 'under_review',
          label: review('under_review'),
          value: data.jobs.under_review,
          extra: (
            <Link to="/admin/jobs">
              <Button type="link" size="small" style={{ padding: 0 }}>
                {t('jobs.toQueue')}
              </Button>
            </Link>
          ),
        },
        { key: 'approved', label: review('approved'), value: data.jobs.approved },
        { key: 'rejected', label: review('rejected'), value: data.jobs.rejected },
        { key: 'edits', label: t('jobs.edits'), value: data.jobs.edits_under_review },
      ],
    },
    {
      key: 'applications',
      title: t('applications.title'),
      figures: [
        { key: 'total', label: t('applications.total'), value: data.applications.total },
        { key: 'recent', label: t('applications.recent'), value: data.applications.last_30_days },
      ],
    },
    {
      key: 'view_requests',
      title: t('viewRequests.title'),
      figures: (['pending', 'allowed', 'rejected', 'revoked'] as const).map((state) => ({
        key: state,
        label: request(state),
        value: data.view_requests[state],
      })),
    },
    {
      key: 'standards',
      title: t('standards.title'),
      figures: [
        { key: 'listed', label: t('standards.listed'), value: data.standards.listed },
        { key: 'downloads', label: t('standards.downloads'), value: data.standards.downloads },
        { key: 'purchases', label: t('standards.purchases'), value: data.standards.purchases },
      ],
    },
    {
      key: 'oil',
      title: t('oil.title'),
      figures: [
        { key: 'granted', label: t('oil.granted'), value: data.oil.granted },
        { key: 'spent', label: t('oil.spent'), value: data.oil.spent },
        { key: 'deducted', label: t('oil.deducted'), value: data.oil.deducted },
      ],
    },
  ];
}

/**
 * /admin/dashboard (ADR 0101): key figures and the last 30 UTC days, from one call whose every number is a
 * SQL aggregate (ADR 0101).
 */
export function DashboardPage() {
  const { t } = useTranslation(['admin-dashboard', 'layout']);
  usePageTitle(t('layout:admin.dashboard'));
  const language = useLanguage();
  const { token } = theme.useToken();
  const dashboard = useDashboard();
  const data = dashboard.data;

  const charts = useMemo(() => {
    if (!data) return null;
    const days = data.series.map((d) => d.day);
    const line = (key: Exclude<keyof Dashboard['series'][number], 'day'>, color: string): ChartSeries => ({
      label: t(`series.${key}`),
      color,
      values: data.series.map((d) => d[key]),
    });
    return {
      days,
      activity: [
        line('registrations', token.colorPrimary),
        line('jobs', token.colorSuccess),
        line('applications', token.colorWarning),
        line('purchases', token.purple),
      ],
      oil: [line('oil_granted', token.colorSuccess), line('oil_spent', token.colorError)],
    };
  }, [data, t, token]);

  return (
    <div className={styles.page}>
      <AdminHeading title={t('title')} lead={t('lead')} />
      {dashboard.isError && (
        <Alert
          type="error"
          showIcon
          title={errorMessage(dashboard.error, t('loadFailed'))}
          action={<Button onClick={() => dashboard.refetch()}>{t('retry')}</Button>}
        />
      )}
      {dashboard.isLoading && <Skeleton active paragraph={{ rows: 8 }} />}
      {data && charts && (
        <>
          <div className={styles.groups}>
            {groups(data, t, language).map((group) => (
              <FigureGroup key={group.key} title={group.title} figures={group.figures} />
            ))}
          </div>
          <div className={styles.charts}>
            <DailyChart
              title={t('charts.activity')}
              dayLabel={t('charts.day')}
              days={charts.days}
              series={charts.activity}
            />
            <DailyChart title={t('charts.oil')} dayLabel={t('charts.day')} days={charts.days} series={charts.oil} />
          </div>
        </>
      )}
    </div>
  );
}
