import { CITIES, EXPERIENCE_BANDS, JOB_SORTS, JOB_TYPES, PAGE_SIZES, ROLES, SALARY_BANDS } from '@app/shared';
import { Alert, Button, Card, Empty, Form, Input, Pagination, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MultiSelect } from '../../../components/multi-select.tsx';
import { SearchPanel } from '../../../components/search-panel.tsx';
import type { Page } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSearchDraft } from '../../../lib/use-search-draft.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useCatalogName, useCertificateOptions, useMajorOptions } from '../../catalog/api.ts';
import { useJobSearch } from '../api.ts';
import { JobCard } from '../components/job-card.tsx';
import { SaveSearchButton } from '../components/save-search-button.tsx';
import styles from '../jobs.module.css';
import { useJobLabels } from '../labels.ts';
import {
  activeFilterCount,
  type JobFilters as Filters,
  jobSearchQuery,
  PAGE_SIZE_OPTIONS,
  pagedJobSearchQuery,
  readJobSearch,
} from '../search-params.ts';
import { jobSearchApiQuery } from './jobs-query.ts';

type ChoiceName = 'address' | 'job_type' | 'experience' | 'salary';

const SEARCH_CLASSES = {
  title: styles.pageTitle,
  lead: styles.lead,
  form: styles.searchPanel,
  keyword: styles.searchRow,
  filters: styles.filters,
};

/** /jobs: keyword search, filters, job cards and page sizes 10/20/30/50 (docs/product/jobs.md#jobs-list). */
export function JobsPage() {
  const { t } = useTranslation(['jobs', 'common']);
  usePageTitle(t('list.title'));
  // A broad search's total stops at the cap (SEARCH_TOTAL_CAP, ADR 0090): "10,000+ jobs", and the pager's last page
  // is the window's.
  const totalText = (page: Page<unknown> | undefined) =>
    page?.capped
      ? t('list.totalCapped', { total: page.total.toLocaleString('en-US') })
      : t('list.total', { count: page?.total ?? 0 });
  const labels = useJobLabels();
  const catalogName = useCatalogName();
  const majors = useMajorOptions();
  const certificates = useCertificateOptions();
  const [params, setParams] = useSearchParams();
  const current = readJobSearch(params);
  const { pn, pSize, filters } = current;
  const search = useJobSearch(jobSearchApiQuery(current));

  // The order is not a filter: a new filter keeps it, the order control sets it.
  const apply = (next: Filters) => setParams(jobSearchQuery({ ...next, sort: filters.sort }, 1, pSize));
  // What is typed but not searched yet; the choices apply at once.
  const { draft, submit, text, onEnter } = useSearchDraft(filters, params.toString(), 'jobs', apply);
  const session = useSession();
  const hasKeyword = Boolean(filters.key_word?.trim());
  // Relevance needs a keyword (without one it is the newest first); the best match needs a job seeker's resume.
  const sorts = JOB_SORTS.filter(
    (s) => (s.value !== 'relevance' || hasKeyword) && (s.value !== 'match' || session?.role === ROLES.seeker),
  );
  const sort = sorts.find((s) => s.value === filters.sort)?.value ?? (hasKeyword ? 'relevance' : 'newest');
  const sortBy = (value: string) =>
    setParams(jobSearchQuery({ ...filters, sort: value === 'relevance' ? undefined : value }, 1, pSize));
  const catalogOptions = (list: typeof majors.data) =>
    (list ?? []).map((option) => ({ value: option.id, label: catalogName(option) }));
  const choice = (name: ChoiceName, list: Parameters<typeof labels.options>[0]) => (
    <Form.Item label={t(`list.filters.${name === 'job_type' ? 'jobType' : name}`)} htmlFor={`jobs-${name}`}>
      <Select
        id={`jobs-${name}`}
        allowClear
        placeholder={t('list.any')}
        value={filters[name]}
        options={labels.options(list)}
        onChange={(value: string | undefined) => apply({ ...draft, [name]: value })}
      />
    </Form.Item>
  );
  const several = (name: 'major' | 'cert', options: ReturnType<typeof catalogOptions>, loading: boolean) => (
    <Form.Item label={t(`list.filters.${name}`)} htmlFor={`jobs-${name}`}>
      <MultiSelect
        id={`jobs-${name}`}
        placeholder={t('list.any')}
        loading={loading}
        options={options}
        value={filters[name]}
        onChange={(value) => apply({ ...draft, [name]: value })}
      />
    </Form.Item>
  );

  return (
    <div className={styles.page}>
      <SearchPanel
        classNames={SEARCH_CLASSES}
        title={t('list.title')}
        lead={t('list.lead')}
        searchText={t('list.search')}
        keyword={{ ...text('key_word'), placeholder: t('list.searchPlaceholder') }}
        onSubmit={submit}
        activeFilters={activeFilterCount(filters)}
      >
        {choice('address', CITIES)}
        {choice('job_type', JOB_TYPES)}
        {choice('experience', EXPERIENCE_BANDS)}
        {choice('salary', SALARY_BANDS)}
        {several('major', catalogOptions(majors.data), majors.isLoading)}
        {several('cert', catalogOptions(certificates.data), certificates.isLoading)}
        <Form.Item label={t('list.filters.company')} htmlFor="jobs-company">
          <Input {...text('company')} placeholder={t('list.any')} onKeyDown={onEnter} />
        </Form.Item>
        <Form.Item label={t('list.filters.publisher')} htmlFor="jobs-publisher_name">
          <Input {...text('publisher_name')} placeholder={t('list.any')} onKeyDown={onEnter} />
        </Form.Item>
      </SearchPanel>

      <div className={styles.resultBar}>
        {/* Room for the total before it arrives, so the bar wraps the same way with it (no layout shift). */}
        <span style={{ minWidth: '9em' }}>{search.data ? totalText(search.data) : '\u00a0'}</span>
        <Select
          className={styles.sortSelect}
          aria-label={t('list.sort')}
          value={sort}
          onChange={sortBy}
          options={labels.options(sorts)}
          data-testid="job-sort"
        />
        <SaveSearchButton filters={filters} />
        <Button
          onClick={() => setParams({})}
          disabled={Object.keys(jobSearchQuery(filters, 1, PAGE_SIZES.jobs.default)).length === 0}
        >
          {t('list.reset')}
        </Button>
      </div>

      {search.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('list.loadFailed')}
          action={<Button onClick={() => search.refetch()}>{t('common:actions.retry')}</Button>}
        />
      ) : !search.data ? (
        <div className={styles.list}>
          {[0, 1, 2].map((i) => (
            <Card key={i}>
              <Skeleton active />
            </Card>
          ))}
        </div>
      ) : search.data.list.length === 0 ? (
        <Card>
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={`${t('list.empty')}${search.data.total > 0 ? '' : ` · ${t('list.emptyHint')}`}`}
          />
        </Card>
      ) : (
        <div className={styles.list} aria-busy={search.isFetching && search.isPlaceholderData}>
          {search.data.list.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </div>
      )}

      {search.data && search.data.total > 0 && (
        <div className={styles.pagination}>
          <Pagination
            current={pn}
            pageSize={pSize}
            total={search.data.total}
            pageSizeOptions={PAGE_SIZE_OPTIONS.map(String)}
            showSizeChanger
            showTotal={() => totalText(search.data)}
            onChange={(page, size) => setParams(pagedJobSearchQuery(current, page, size))}
          />
        </div>
      )}
    </div>
  );
}
