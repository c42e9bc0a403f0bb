import type { SavedJob } from '@app/shared';
import { Alert, Button, List, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { chinaTime } from '../../../lib/china-time.ts';
import { toast } from '../../../lib/feedback.ts';
import styles from '../jobs.module.css';
import { useJobLabels } from '../labels.ts';
import { useSavedJobs, useToggleSavedJob } from '../saved-api.ts';
import { usePager } from '../use-pager.ts';
import { BrowseJobsEmpty } from './browse-jobs-empty.tsx';

/** The seeker's saved jobs, newest saved first; one that ended (closed, deleted, off the board) says so. */
export function SavedJobsList() {
  const { t } = useTranslation('jobs');
  const labels = useJobLabels();
  const { pn, pSize, pagination } = usePager();
  const list = useSavedJobs(pn, pSize);
  const toggle = useToggleSavedJob();
  const unsave = async (job: SavedJob) => {
    try {
      await toggle.mutateAsync({ jobId: job.job_id, save: false });
      toast.success(t('saved.unsavedToast'));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  if (list.isError) return <Alert type="error" showIcon title={t('saved.loadFailed')} />;
  return (
    <List<SavedJob>
      loading={list.isLoading}
      dataSource={list.data?.list ?? []}
      rowKey="job_id"
      locale={{ emptyText: <BrowseJobsEmpty description={t('saved.emptyJobs')} /> }}
      pagination={
        (list.data?.total ?? 0) > pSize && { ...pagination(list.data?.total ?? 0), position: undefined, align: 'end' }
      }
      renderItem={(job) => (
        <List.Item
          data-testid="saved-job"
          actions={[
            <Button key="unsave" type="link" size="small" onClick={() => unsave(job)}>
              {t('saved.unsave')}
            </Button>,
          ]}
        >
          <List.Item.Meta
            title={
              <span>
                {job.ended ? job.title : <Link to={`/job/${job.job_id}`}>{job.title}</Link>}{' '}
                {job.ended && <Tag>{t('saved.ended')}</Tag>}
              </span>
            }
            description={
              <span className={styles.meta}>
                <span>{job.company}</span>
                <span>{labels.city(job.city)}</span>
                <span>{labels.salary(job.salary)}</span>
                <span>{t('saved.savedAt', { date: chinaTime(job.saved_time).format('YYYY-MM-DD') })}</span>
              </span>
            }
          />
        </List.Item>
      )}
    />
  );
}
