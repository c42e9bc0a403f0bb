import { CITIES, EXPERIENCE_BANDS, JOB_SORTS, JOB_TYPES, PAGE_SIZES, ROLES, SALARY_BANDS } from '@app/shared';
import { Alert, Button, Card, Empty, Form, Input, Pagination, Select, Skeleton, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Page, Query } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useCatalogName, useCertificateOptions, useMajorOptions } from '../../catalog/api.ts';
import { useJobSearch } from '../api.ts';
import { JobCard } from '../components/job-card.tsx';
import { activeFilterCount, PhoneFilters } from '../components/phone-filters.tsx';
import { SaveSearchButton } from '../components/save-search-button.tsx';
import styles from '../jobs.module.css';
import { useJobLabels } from '../labels.ts';
import {
  type JobFilters as Filters,
  jobSearchQuery,
  PAGE_SIZE_OPTIONS,
  pagedJobSearchQuery,
  readJobSearch,
} from '../search-params.ts';

/** /jobs: keyword search, filters, job cards and page sizes 10/20/30/50 (SPEC §2 "Jobs list"). */
export function JobsPage() {
  const { t } = useTranslation('jobs');
  usePageTitle(t('list.title'));
  // A broad search's total stops at the cap (SEARCH_TOTAL_CAP, ADR 0090): "10,000+ jobs", and the pager's last page
  // is the window's.
  const totalText = (page: Page<unknown> | undefined) =>
    page?.capped
      ? t('list.totalCapped', { total: page.total.toLocaleString('en-US') })
      : t('list.total', { total: page?.total ?? 0 });
  const labels = useJobLabels();
  const catalogName = useCatalogName();
  const majors = useMajorOptions();
  const certificates = useCertificateOptions();
  const [params, setParams] = useSearchParams();
  const current = readJobSearch(params);
  const { pn, pSize, filters } = current;
  const [form] = Form.useForm<Filters>();
  const apiQuery: Query = { ...jobSearchQuery(filters, 1, pSize), pn, p_size: pSize };
  const search = useJobSearch(apiQuery);

  const urlKey = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form follows the URL, re-read when it changes.
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(filters);
  }, [urlKey]);

  // The order is not a form field: a new filter keeps it, the order control sets it.
  const apply = (next: Filters) => setParams(jobSearchQuery({ ...next, sort: filters.sort }, 1, pSize));
  const session = useSession();
  const hasKeyword = Boolean(filters.key_word?.trim());
  // Relevance needs a keyword (without one it is the newest first); the best match needs a job seeker's resume.
  const sorts = JOB_SORTS.filter(
    (s) => (s.value !== 'relevance' || hasKeyword) && (s.value !== 'match' || session?.role === ROLES.seeker),
  );
  const sort = sorts.find((s) => s.value === filters.sort)?.value ?? (hasKeyword ? 'relevance' : 'newest');
  const sortBy = (value: string) =>
    setParams(jobSearchQuery({ ...filters, sort: value === 'relevance' ? undefined : value }, 1, pSize));
  const submit = () => apply(form.getFieldsValue(true));
  const catalogOptions = (list: typeof majors.data) =>
    (list ?? []).map((option) => ({ value: option.id, label: catalogName(option) }));
  // The chosen value is applied as given, not read back from the form store.
  const select = (name: keyof Filters) => ({
    allowClear: true,
    placeholder: t('list.any'),
    onChange: (value: unknown) => apply({ ...form.getFieldsValue(true), [name]: value }),
  });
  const multiple = (name: keyof Filters) => ({
    ...select(name),
    mode: 'multiple' as const,
    maxTagCount: 'responsive' as const,
    optionFilterProp: 'label',
    showSearch: true,
  });

  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('list.title')}</h1>
      <p className={styles.lead}>{t('list.lead')}</p>
      <Form form={form} className={styles.searchPanel} layout="vertical" onFinish={submit}>
        <Form.Item name="key_word" className={styles.searchRow}>
          <Input.Search
            size="large"
            allowClear
            enterButton={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            aria-label={t('list.search')}
            onSearch={submit}
          />
        </Form.Item>
        <PhoneFilters active={activeFilterCount(filters)}>
          <div className={styles.filters}>
            <Form.Item name="address" label={t('list.filters.address')}>
              <Select {...select('address')} options={labels.options(CITIES)} />
            </Form.Item>
            <Form.Item name="job_type" label={t('list.filters.jobType')}>
              <Select {...select('job_type')} options={labels.options(JOB_TYPES)} />
            </Form.Item>
            <Form.Item name="experience" label={t('list.filters.experience')}>
              <Select {...select('experience')} options={labels.options(EXPERIENCE_BANDS)} />
            </Form.Item>
            <Form.Item name="salary" label={t('list.filters.salary')}>
              <Select {...select('salary')} options={labels.options(SALARY_BANDS)} />
            </Form.Item>
            <Form.Item name="major" label={t('list.filters.major')}>
              <Select {...multiple('major')} loading={majors.isLoading} options={catalogOptions(majors.data)} />
            </Form.Item>
            <Form.Item name="cert" label={t('list.filters.cert')}>
              <Select
                {...multiple('cert')}
                loading={certificates.isLoading}
                options={catalogOptions(certificates.data)}
              />
            </Form.Item>
            <Form.Item name="company" label={t('list.filters.company')}>
              <Input allowClear placeholder={t('list.any')} onPressEnter={submit} />
            </Form.Item>
            <Form.Item name="publisher_name" label={t('list.filters.publisher')}>
              <Input allowClear placeholder={t('list.any')} onPressEnter={submit} />
            </Form.Item>
          </div>
        </PhoneFilters>
      </Form>

      <div className={styles.resultBar}>
        <span>{search.data ? totalText(search.data) : '\u00a0'}</span>
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
          onClick={() => {
            form.resetFields();
            setParams({});
          }}
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
          <Empty description={`${t('list.empty')}${search.data.total > 0 ? '' : ` · ${t('list.emptyHint')}`}`} />
        </Card>
      ) : (
        <Spin spinning={search.isFetching && search.isPlaceholderData}>
          <div className={styles.list}>
            {search.data.list.map((job) => (
              <JobCard key={job.id} job={job} />
            ))}
          </div>
        </Spin>
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
