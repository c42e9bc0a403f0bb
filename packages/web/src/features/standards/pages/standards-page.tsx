import { Button, Card, Flex, Form, Input, type TableColumnsType, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PhoneFilters } from '../../../components/phone-filters.tsx';
import { useGo } from '../../../lib/use-go.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { isSearch, type Standard, type StandardFilters, useStandardList } from '../api.ts';
import { ListFailed, ListTable } from '../components/list-table.tsx';
import { OilExplainer } from '../components/oil-explainer.tsx';
import { OilPrice, StandardActionButton, useStandardActions } from '../components/standard-action.tsx';
import { StandardName } from '../components/standard-name.tsx';
import {
  pagedStandardSearchUrl,
  readStandardSearch,
  STANDARD_FILTER_MAX,
  STANDARD_PAGE_SIZES,
  standardSearchUrl,
} from '../search-params.ts';
import styles from '../standards.module.css';

/**
 * /standards: search form (Chinese name, English name, version, description), a table with name, version, downloads,
 * oil price and Buy / Download, page sizes 10/20/30/50 (docs/product/standards-and-oil.md#standards-list). The search
 * lives in the URL.
 */
export function StandardsPage() {
  const { t } = useTranslation(['standards', 'common']);
  usePageTitle(t('list.title'));
  const go = useGo();
  const [params, setParams] = useSearchParams();
  const current = readStandardSearch(params);
  const [form] = Form.useForm<StandardFilters>();
  const list = useStandardList(current);
  const actions = useStandardActions();

  const urlKey = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form follows the URL, re-read when it changes.
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(current.filters);
  }, [urlKey]);

  const submit = () => setParams(standardSearchUrl(form.getFieldsValue(true), 1, current.psize));
  const searching = isSearch(current.filters);
  const field = (name: keyof StandardFilters) => (
    <Form.Item name={name} label={t(`fields.${name}`)}>
      <Input allowClear maxLength={STANDARD_FILTER_MAX} placeholder={t('list.any')} onPressEnter={submit} />
    </Form.Item>
  );

  const columns: TableColumnsType<Standard> = [
    { key: 'name', title: t('fields.name'), render: (_, row) => <StandardName standard={row} /> },
    { key: 'ver', title: t('fields.ver'), dataIndex: 'ver', width: 140, className: styles.noWrap },
    { key: 'downloads', title: t('fields.downloads'), dataIndex: 'download_times', width: 100, align: 'right' },
    {
      key: 'price',
      title: t('fields.price'),
      width: 110,
      className: styles.noWrap,
      render: (_, row) => <OilPrice price={row.crude_num} />,
    },
    {
      key: 'actions',
      title: t('fields.actions'),
      width: 150,
      render: (_, row) => <StandardActionButton standard={row} actions={actions} />,
    },
  ];

  return (
    <Flex vertical gap={16} className={styles.page}>
      {actions.contextHolder}
      <header>
        <Typography.Title level={2} className={styles.title}>
          {t('list.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('list.lead')}</Typography.Text>
      </header>
      <OilExplainer balance={actions.balance} />
      <Card size="small">
        <Form form={form} layout="vertical" onFinish={submit} aria-label={t('list.searchForm')}>
          <div className={styles.filters}>
            {field('ch_name')}
            <PhoneFilters active={['en_name', 'ver', 'comment'].filter((k) => params.get(k)).length}>
              {field('en_name')}
              {field('ver')}
              {field('comment')}
            </PhoneFilters>
          </div>
          <Flex gap={8} wrap>
            <Button type="primary" htmlType="submit">
              {t('list.search')}
            </Button>
            <Button
              disabled={!searching}
              onClick={() => {
                form.resetFields();
                setParams(standardSearchUrl({}, 1, current.psize));
              }}
            >
              {t('list.reset')}
            </Button>
          </Flex>
        </Form>
      </Card>

      <ListTable<Standard>
        query={list}
        columns={columns}
        width={760}
        failed={
          <ListFailed
            title={searching ? t('list.searchFailed') : t('list.loadFailed')}
            action={<Button onClick={() => list.refetch()}>{t('common:actions.retry')}</Button>}
          />
        }
        empty={searching ? t('list.emptySearch') : t('list.empty')}
        rowClassName={styles.row}
        onRow={(row) => ({
          // A click on the row's button (even a busy one, whose own handler antd skips) is not a row click.
          onClick: (event) => {
            if (!(event.target as HTMLElement).closest('button')) go(`/standard/${row.id}`);
          },
        })}
        pagination={{
          current: current.pn,
          pageSize: current.psize,
          total: list.isError ? 0 : (list.data?.total ?? 0),
          showSizeChanger: true,
          pageSizeOptions: STANDARD_PAGE_SIZES.map(String),
          showTotal: (total) => t('list.total', { count: total }),
          onChange: (page, size) => setParams(pagedStandardSearchUrl(current, page, size)),
        }}
      />
    </Flex>
  );
}
