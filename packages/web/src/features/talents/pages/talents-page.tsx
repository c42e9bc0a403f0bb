import { DEGREES, TALENT_LIMITS } from '@app/shared';
import { Alert, Button, Card, Empty, Form, Input, Pagination, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MultiSelect } from '../../../components/multi-select.tsx';
import { SearchPanel } from '../../../components/search-panel.tsx';
import type { Page } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSearchDraft } from '../../../lib/use-search-draft.ts';
import { useCatalogName, useCertificateOptions, useMajorOptions } from '../../catalog/api.ts';
import { TalentFormatError, useTalentSearch } from '../api.ts';
import { TalentCards, TalentSkeletons } from '../components/talent-cards.tsx';
import {
  activeTalentFilters,
  pagedTalentSearchUrl,
  readTalentSearch,
  TALENT_PAGE_SIZE,
  TALENT_PAGE_SIZES,
  type TalentFilters,
  talentApiQuery,
  talentSearchUrl,
} from '../search-params.ts';
import styles from '../talents.module.css';

/** Minimum experience choices (years); the URL takes any whole number of 0-50. */
const EXPERIENCE_STEPS = [1, 3, 5, 8, 10, 15, 20];

type ChoiceName = 'min_experience' | 'degree';

const SEARCH_CLASSES = {
  title: styles.title,
  lead: styles.lead,
  form: styles.search,
  keyword: styles.keyword,
  filters: styles.filters,
};

/**
 * /talents (HR): keyword search, filters (certificates and majors, all held; minimum experience and degree; address;
 * nickname), talent cards and page sizes 12/20/28/36 (docs/product/talents-and-view-permissions.md#talent-pool). The
 * search and page live in the URL.
 */
export function TalentsPage() {
  const { t } = useTranslation(['talents', 'common']);
  usePageTitle(t('list.title'));
  const language = useLanguage();
  const catalogName = useCatalogName();
  const majors = useMajorOptions();
  const certificates = useCertificateOptions();
  const [params, setParams] = useSearchParams();
  const current = readTalentSearch(params);
  const { pn, pSize, filters } = current;
  const search = useTalentSearch(talentApiQuery(current));

  const totalText = (page: Page<unknown>) =>
    page.capped
      ? t('list.totalCapped', { total: page.total.toLocaleString('en-US') })
      : t('list.total', { count: page.total });
  const apply = (next: TalentFilters) => setParams(talentSearchUrl(next, 1, pSize));
  // What is typed but not searched yet; the choices apply at once.
  const { draft, submit, text, onEnter } = useSearchDraft(filters, params.toString(), 'talents', apply);
  // A choice is applied as chosen, with what is typed in the other fields.
  const choose = (name: keyof TalentFilters, value: TalentFilters[keyof TalentFilters]) =>
    apply({ ...draft, [name]: value });
  const catalogOptions = (list: typeof majors.data) =>
    (list ?? []).map((option) => ({ value: option.id, label: catalogName(option) }));
  const several = (name: 'cert' | 'major', list: typeof majors) => (
    <Form.Item label={t(`list.filters.${name}`)} htmlFor={`talents-${name}`}>
      <MultiSelect
        id={`talents-${name}`}
        placeholder={t('list.any')}
        loading={list.isLoading}
        options={catalogOptions(list.data)}
        value={filters[name]}
        onChange={(value) => choose(name, value)}
      />
    </Form.Item>
  );
  // A number choice (minimum experience, degree); chosen, it applies at once.
  const choice = (name: ChoiceName, options: { value: number; label: string }[]) => (
    <Form.Item
      label={t(`list.filters.${name === 'min_experience' ? 'minExperience' : name}`)}
      htmlFor={`talents-${name}`}
    >
      <Select
        id={`talents-${name}`}
        allowClear
        placeholder={t('list.any')}
        value={filters[name]}
        options={options}
        onChange={(value: number | undefined) => choose(name, value)}
      />
    </Form.Item>
  );
  const textField = (name: 'address' | 'nick_name') => (
    <Form.Item label={t(`list.filters.${name === 'nick_name' ? 'nickName' : name}`)} htmlFor={`talents-${name}`}>
      <Input {...text(name)} maxLength={TALENT_LIMITS.filter} placeholder={t('list.any')} onKeyDown={onEnter} />
    </Form.Item>
  );
  const degreeOptions = DEGREES.map((d) => ({
    value: d.value,
    label: t('list.degreeAtLeast', { degree: d[language] }),
  }));
  // A minimum the URL holds that is not one of the steps (any whole number of 0-50) is offered as well.
  const held = filters.min_experience;
  const steps =
    held === undefined || EXPERIENCE_STEPS.includes(held)
      ? EXPERIENCE_STEPS
      : [...EXPERIENCE_STEPS, held].sort((a, b) => a - b);
  const experienceOptions = steps.map((years) => ({
    value: years,
    label: t('list.experienceAtLeast', { years }),
  }));
  const hasSearch = Object.keys(talentSearchUrl(filters, 1, TALENT_PAGE_SIZE)).length > 0;
  const badFormat = search.error instanceof TalentFormatError;

  return (
    <div className={styles.page}>
      <SearchPanel
        classNames={SEARCH_CLASSES}
        title={t('list.title')}
        lead={t('list.lead')}
        level={2}
        searchText={t('list.search')}
        keyword={{
          ...text('key_word'),
          maxLength: TALENT_LIMITS.keyword,
          buttonIcon: false,
          placeholder: t('list.searchPlaceholder'),
        }}
        onSubmit={submit}
        notice={
          (majors.isError || certificates.isError) && (
            <Alert type="warning" showIcon title={t('list.optionsFailed')} style={{ marginBottom: 16 }} />
          )
        }
        activeFilters={activeTalentFilters(filters)}
      >
        {several('cert', certificates)}
        {several('major', majors)}
        {choice('min_experience', experienceOptions)}
        {choice('degree', degreeOptions)}
        {textField('address')}
        {textField('nick_name')}
      </SearchPanel>

      <div className={styles.resultBar}>
        {/* Room for the total before it arrives, so the bar wraps the same way with it (no layout shift). */}
        <span className={styles.secondary} style={{ minWidth: '9em' }} data-testid="talent-total">
          {search.data ? totalText(search.data) : '\u00a0'}
        </span>
        <Button onClick={() => setParams({})} disabled={!hasSearch}>
          {t('list.reset')}
        </Button>
      </div>

      {search.isError ? (
        <Alert
          showIcon
          type={badFormat ? 'warning' : 'error'}
          title={badFormat ? t('list.badFormat') : t('list.loadFailed')}
          action={<Button onClick={() => search.refetch()}>{t('common:actions.retry')}</Button>}
        />
      ) : !search.data ? (
        <TalentSkeletons />
      ) : search.data.list.length === 0 ? (
        <Card>
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={`${t('list.empty')}${search.data.total > 0 ? '' : ` · ${t('list.emptyHint')}`}`}
          />
        </Card>
      ) : (
        <TalentCards talents={search.data.list} busy={search.isFetching && search.isPlaceholderData} />
      )}

      {search.data && search.data.total > 0 && (
        <div className={styles.pagination}>
          <Pagination
            current={pn}
            pageSize={pSize}
            total={search.data.total}
            pageSizeOptions={TALENT_PAGE_SIZES.map(String)}
            showSizeChanger
            showTotal={() => search.data && totalText(search.data)}
            onChange={(page, size) => setParams(pagedTalentSearchUrl(current, page, size))}
          />
        </div>
      )}
    </div>
  );
}
