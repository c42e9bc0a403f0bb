import { PAGE_SIZES, type SavedSearch } from '@app/shared';
import { Alert, Button, List, Popconfirm, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/feedback.ts';
import { useJobLabels } from '../labels.ts';
import { useDeleteSearch, useSavedSearches, useSetSearchAlert } from '../saved-api.ts';
import { type JobFilters, jobSearchQuery } from '../search-params.ts';
import { BrowseJobsEmpty } from './browse-jobs-empty.tsx';

/** The /jobs address of a saved search. */
const savedSearchHref = (search: SavedSearch) =>
  `/jobs?${new URLSearchParams(jobSearchQuery(search.query as JobFilters, 1, PAGE_SIZES.jobs.default))}`;

/** What a saved search asks for, in a few words: keyword, city, type, experience, salary, other filters. */
function useSummary() {
  const { t } = useTranslation('jobs');
  const labels = useJobLabels();
  return (query: SavedSearch['query']) => {
    const parts = [
      query.key_word,
      query.address && labels.city(query.address),
      query.job_type && labels.jobType(query.job_type),
      query.experience && labels.experience(query.experience),
      query.salary && labels.salary(query.salary),
      query.company,
      query.publisher_name,
      query.major?.length ? t('saved.majors', { count: query.major.length }) : '',
      query.cert?.length ? t('saved.certs', { count: query.cert.length }) : '',
    ].filter(Boolean);
    return parts.length ? parts.join(' · ') : t('saved.allJobs');
  };
}

/** The seeker's saved searches: open one on /jobs, turn its alert on or off, delete it (ADR 0094). */
export function SavedSearchesList() {
  const { t } = useTranslation(['jobs', 'common']);
  const summary = useSummary();
  const list = useSavedSearches();
  const setAlert = useSetSearchAlert();
  const remove = useDeleteSearch();
  const run = async (work: Promise<unknown>, done: string) => {
    try {
      await work;
      toast.success(done);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  if (list.isError) return <Alert type="error" showIcon title={t('saved.loadFailed')} />;
  return (
    <List<SavedSearch>
      loading={list.isLoading}
      dataSource={list.data ?? []}
      rowKey="id"
      header={<span>{t('saved.searchesLead')}</span>}
      locale={{ emptyText: <BrowseJobsEmpty description={t('saved.emptySearches')} /> }}
      renderItem={(search) => (
        <List.Item
          data-testid="saved-search"
          actions={[
            <Switch
              key="alert"
              size="small"
              checked={search.alert}
              aria-label={t('saved.alert')}
              loading={setAlert.isPending && setAlert.variables?.id === search.id}
              onChange={(alert) =>
                run(setAlert.mutateAsync({ id: search.id, alert }), alert ? t('saved.alertOn') : t('saved.alertOff'))
              }
            />,
            <Popconfirm
              key="delete"
              title={t('saved.deleteConfirm')}
              okText={t('saved.delete')}
              cancelText={t('common:actions.cancel')}
              onConfirm={() => run(remove.mutateAsync(search.id), t('saved.deleted'))}
            >
              <Button type="link" size="small" danger>
                {t('saved.delete')}
              </Button>
            </Popconfirm>,
          ]}
        >
          <List.Item.Meta
            title={
              <span>
                <Link to={savedSearchHref(search)}>{search.name}</Link>{' '}
                <Tag color={search.alert ? 'blue' : 'default'}>
                  {search.alert ? t('saved.alertOn') : t('saved.alertOff')}
                </Tag>
              </span>
            }
            description={summary(search.query)}
          />
        </List.Item>
      )}
    />
  );
}
