import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { chinaTime } from '../../../lib/china-time.ts';
import { idParam } from '../../../lib/url-filters.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useStandard } from '../api.ts';
import { PdfPreview } from '../components/pdf-preview.tsx';
import { OilPrice, StandardActionButton, useStandardActions } from '../components/standard-action.tsx';
import styles from '../standards.module.css';

/** "1.2 MB", "830 KB". */
export function fileSize(bytes: number | null | undefined): string {
  if (!bytes || bytes < 0) return '';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function Failed({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation(['standards', 'common']);
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  const title = missing
    ? t('detail.notFound')
    : error instanceof ApiError && error.hasServerMessage
      ? error.localized()
      : t('detail.loadFailed');
  return (
    <Result
      status={missing ? '404' : 'warning'}
      title={title}
      extra={[
        <Link key="back" to="/standards">
          <Button>{t('detail.back')}</Button>
        </Link>,
        !missing && (
          <Button key="retry" type="primary" onClick={retry}>
            {t('common:actions.retry')}
          </Button>
        ),
      ]}
    />
  );
}

/** /standard/{id}: both names, version, description, price, downloads, the first page's preview and Buy / Download. */
export function StandardDetailPage() {
  const { t } = useTranslation(['standards', 'layout']);
  const id = idParam(useParams().id);
  const valid = id > 0;
  const standard = useStandard(id);
  const actions = useStandardActions();
  usePageTitle(standard.data?.ch_name ?? t('layout:pages.standardDetail'));

  const back = (
    <Link to="/standards">
      <ArrowLeftOutlined /> {t('detail.back')}
    </Link>
  );
  if (!valid) return <Result status="404" title={t('detail.notFound')} extra={back} />;
  if (standard.isError)
    return (
      <div className={styles.page}>
        <Failed error={standard.error} retry={() => standard.refetch()} />
      </div>
    );
  const data = standard.data;

  return (
    <Flex vertical gap={16} className={styles.page}>
      {actions.contextHolder}
      <div>{back}</div>
      {!data ? (
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : (
        <>
          <Card>
            <div className={styles.detailHead}>
              <div>
                <Typography.Title level={2} className={styles.title} lang="zh-CN">
                  {data.ch_name}
                </Typography.Title>
                {data.en_name && (
                  <Typography.Text type="secondary" lang="en">
                    {data.en_name}
                  </Typography.Text>
                )}
              </div>
              <StandardActionButton standard={data} actions={actions} type="primary" size="large" />
            </div>
            <Descriptions
              style={{ marginTop: 16 }}
              column={{ xs: 1, sm: 2, md: 3 }}
              items={[
                { key: 'ver', label: t('fields.ver'), children: data.ver },
                { key: 'price', label: t('fields.price'), children: <OilPrice price={data.crude_num} /> },
                { key: 'downloads', label: t('fields.downloads'), children: data.download_times },
                ...(data.file_size
                  ? [{ key: 'size', label: t('fields.fileSize'), children: fileSize(data.file_size) }]
                  : []),
                ...(data.create_time
                  ? [
                      {
                        key: 'time',
                        label: t('fields.createTime'),
                        children: chinaTime(data.create_time).format('YYYY-MM-DD'),
                      },
                    ]
                  : []),
                ...(data.comment ? [{ key: 'comment', label: t('fields.comment'), children: data.comment }] : []),
              ]}
            />
          </Card>
          <Card title={t('fields.description')}>
            <Typography.Paragraph className={styles.description}>
              {data.description?.trim() || t('detail.noDescription')}
            </Typography.Paragraph>
          </Card>
          <Card title={t('detail.preview')}>
            <PdfPreview standard={data} />
          </Card>
        </>
      )}
    </Flex>
  );
}
