import { DEGREES, TALENT_LIMITS } from '@app/shared';
import { Alert, Button, Card, Empty, Flex, Form, Input, Pagination, Select, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Page } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCatalogName, useCertificateOptions, useMajorOptions } from '../../catalog/api.ts';
import { PhoneFilters } from '../../jobs/components/phone-filters.tsx';
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

/** Minimum experience choices (years); the URL takes any whole number of SPEC's 0-50. */
const EXPERIENCE_STEPS = [1, 3, 5, 8, 10, 15, 20];

/**
 * /talents (HR): keyword search, filters (certificates and majors, all held; minimum experience and degree; address;
 * nickname), talent cards and page sizes 12/20/28/36 (SPEC §2 "Talents page"). The search and page live in the URL.
 */
export function TalentsPage() {
  const { t } = useTranslation('talents');
  usePageTitle(t('list.title'));
  const language = useLanguage();
  const catalogName = useCatalogName();
  const majors = useMajorOptions();
  const certificates = useCertificateOptions();
  const [params, setParams] = useSearchParams();
  const current = readTalentSearch(params);
  const { pn, pSize, filters } = current;
  const [form] = Form.useForm<TalentFilters>();
  const search = useTalentSearch(talentApiQuery(current));

  const urlKey = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form follows the URL, re-read when it changes.
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(filters);
  }, [urlKey]);

  const totalText = (page: Page<unknown>) =>
    page.capped
      ? t('list.totalCapped', { total: page.total.toLocaleString('en-US') })
      : t('list.total', { total: page.total });
  const apply = (next: TalentFilters) => setParams(talentSearchUrl(next, 1, pSize));
  const submit = () => apply(form.getFieldsValue(true));
  // The chosen value is applied as given, not read back from the form store.
  const select = (name: keyof TalentFilters) => ({
    allowClear: true,
    placeholder: t('list.any'),
    onChange: (value: unknown) => apply({ ...form.getFieldsValue(true), [name]: value }),
  });
  const multiple = (name: keyof TalentFilters) => ({
    ...select(name),
    mode: 'multiple' as const,
    maxTagCount: 'responsive' as const,
    optionFilterProp: 'label',
    showSearch: true,
  });
  const catalogOptions = (list: typeof majors.data) =>
    (list ?? []).map((option) => ({ value: option.id, label: catalogName(option) }));
  const degreeOptions = DEGREES.map((d) => ({
    value: d.value,
    label: t('list.degreeAtLeast', { degree: d[language] }),
  }));
  const experienceOptions = EXPERIENCE_STEPS.map((years) => ({
    value: years,
    label: t('list.experienceAtLeast', { years }),
  }));
  const hasSearch = Object.keys(talentSearchUrl(filters, 1, TALENT_PAGE_SIZE)).length > 0;
  const badFormat = search.error instanceof TalentFormatError;

  return (
    <Flex vertical gap={16} className={styles.page}>
      <header>
        <Typography.Title level={2} className={styles.title}>
          {t('list.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('list.lead')}</Typography.Text>
      </header>
      <Card size="small" className={styles.search}>
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item name="key_word">
            <Input.Search
              size="large"
              allowClear
              maxLength={TALENT_LIMITS.keyword}
              enterButton={t('list.search')}
              placeholder={t('list.searchPlaceholder')}
              aria-label={t('list.search')}
              onSearch={submit}
            />
          </Form.Item>
          {(majors.isError || certificates.isError) && (
            <Form.Item>
              <Alert type="warning" showIcon title={t('list.optionsFailed')} />
            </Form.Item>
          )}
          <PhoneFilters active={activeTalentFilters(filters)}>
            <div className={styles.filters}>
              <Form.Item name="cert" label={t('list.filters.cert')}>
                <Select
                  {...multiple('cert')}
                  loading={certificates.isLoading}
                  options={catalogOptions(certificates.data)}
                />
              </Form.Item>
              <Form.Item name="major" label={t('list.filters.major')}>
                <Select {...multiple('major')} loading={majors.isLoading} options={catalogOptions(majors.data)} />
              </Form.Item>
              <Form.Item name="min_experience" label={t('list.filters.minExperience')}>
                <Select {...select('min_experience')} options={experienceOptions} />
              </Form.Item>
              <Form.Item name="degree" label={t('list.filters.degree')}>
                <Select {...select('degree')} options={degreeOptions} />
              </Form.Item>
              <Form.Item name="address" label={t('list.filters.address')}>
                <Input allowClear maxLength={TALENT_LIMITS.filter} placeholder={t('list.any')} onPressEnter={submit} />
              </Form.Item>
              <Form.Item name="nick_name" label={t('list.filters.nickName')}>
                <Input allowClear maxLength={TALENT_LIMITS.filter} placeholder={t('list.any')} onPressEnter={submit} />
              </Form.Item>
            </div>
          </PhoneFilters>
        </Form>
      </Card>

      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Text type="secondary" data-testid="talent-total">
          {search.data ? totalText(search.data) : '\u00a0'}
        </Typography.Text>
        <Button
          onClick={() => {
            form.resetFields();
            setParams({});
          }}
          disabled={!hasSearch}
        >
          {t('list.reset')}
        </Button>
      </Flex>

      {search.isError ? (
        <Alert
          type={badFormat ? 'warning' : 'error'}
          showIcon
          title={badFormat ? t('list.badFormat') : t('list.loadFailed')}
          action={<Button onClick={() => search.refetch()}>{t('common:actions.retry')}</Button>}
        />
      ) : !search.data ? (
        <TalentSkeletons />
      ) : search.data.list.length === 0 ? (
        <Card>
          <Empty description={`${t('list.empty')}${search.data.total > 0 ? '' : ` · ${t('list.emptyHint')}`}`} />
        </Card>
      ) : (
        <Spin spinning={search.isFetching && search.isPlaceholderData}>
          <TalentCards talents={search.data.list} />
        </Spin>
      )}

      {search.data && search.data.total > 0 && (
        <Flex justify="center">
          <Pagination
            current={pn}
            pageSize={pSize}
            total={search.data.total}
            pageSizeOptions={TALENT_PAGE_SIZES.map(String)}
            showSizeChanger
            showTotal={() => totalText(search.data)}
            onChange={(page, size) => setParams(pagedTalentSearchUrl(current, page, size))}
          />
        </Flex>
      )}
    </Flex>
  );
}
