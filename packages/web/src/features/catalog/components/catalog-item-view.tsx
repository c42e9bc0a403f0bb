import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Empty, Flex, Result, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { idParam } from '../../../lib/url-filters.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { JobCard } from '../../jobs/components/job-card.tsx';
import { useStandardList } from '../../standards/api.ts';
import styles from '../catalog-pages.module.css';
import { type CatalogPage, type CatalogPageKind, useCatalogPage } from '../pages-api.ts';
import { useCategoryLabel } from './category-label.ts';
import { RelatedCourses } from './related-courses.tsx';

const RELATED_STANDARDS = 5;

function Failed({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation(['catalog-pages', 'common']);
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  const title = missing
    ? t('page.notFound')
    : error instanceof ApiError && error.hasServerMessage
      ? error.localized()
      : t('page.loadFailed');
  return (
    <Result
      status={missing ? '404' : 'warning'}
      title={title}
      extra={
        missing ? undefined : (
          <Button type="primary" onClick={retry}>
            {t('common:actions.retry')}
          </Button>
        )
      }
    />
  );
}

/** Standards whose Chinese name contains the entry's name (the standards search, newest five). */
function RelatedStandards({ name }: { name: string }) {
  const { t } = useTranslation('catalog-pages');
  // The smallest page the standards list allows (10/20/30/50); five are shown.
  const standards = useStandardList({ pn: 1, psize: 10, filters: { ch_name: name } });
  const list = (standards.data?.list ?? []).slice(0, RELATED_STANDARDS);
  return (
    <Card title={t('page.standards')} extra={<Link to="/standards">{t('page.allStandards')}</Link>}>
      {standards.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : standards.isError ? (
        <Alert type="warning" showIcon message={errorMessage(standards.error)} />
      ) : list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('page.noStandards', { name })} />
      ) : (
        <ul className={styles.links}>
          {list.map((s) => (
            <li key={s.id}>
              <Link to={`/standard/${s.id}`} className={styles.standard}>
                <span>{s.ch_name}</span>
                <Typography.Text type="secondary">{s.ver}</Typography.Text>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Loaded({ kind, page }: { kind: CatalogPageKind; page: CatalogPage }) {
  const { t } = useTranslation('catalog-pages');
  const language = useLanguage();
  const category = useCategoryLabel();
  const { item } = page;
  const kindName = t(`kind.${kind}`);
  const description = (language === 'en' ? item.en_description || item.description : item.description).trim();
  const filter = kind === 'major' ? 'major' : 'cert';
  return (
    <>
      <Card>
        <div className={styles.head}>
          <div className={styles.headText}>
            <Typography.Title level={2} className={styles.title}>
              {language === 'en' ? item.en_name || item.name : item.name}
            </Typography.Title>
            <span className={styles.enName}>{language === 'en' ? item.name : item.en_name}</span>
            {item.category && (
              <Tag color="blue" style={{ marginTop: 12 }}>
                {t('page.category')}: {category(item.category)}
              </Tag>
            )}
            <Row gutter={16} style={{ marginTop: 16 }}>
              <Col>
                <Statistic title={t('page.talents')} value={page.talent_count} />
                <Typography.Text type="secondary">{t('page.talentsHint', { kind: kindName })}</Typography.Text>
              </Col>
              <Col>
                <Statistic title={t('page.jobs')} value={page.job_count} />
                <Typography.Text type="secondary">{t('page.jobsHint', { kind: kindName })}</Typography.Text>
              </Col>
            </Row>
          </div>
          {item.image_url && <img className={styles.image} src={item.image_url} alt={t('page.image')} />}
        </div>
      </Card>
      <Card title={t('page.description')}>
        <Typography.Paragraph className={styles.description}>
          {description || t('page.noDescription')}
        </Typography.Paragraph>
      </Card>
      <Card
        title={t('page.recruitingJobs')}
        extra={
          page.job_count > page.jobs.length ? (
            <Link to={`/jobs?${filter}=${item.id}`}>{t('page.moreJobs', { count: page.job_count })}</Link>
          ) : undefined
        }
      >
        {page.jobs.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('page.noJobs', { kind: kindName })} />
        ) : (
          <div className={styles.jobs}>
            {page.jobs.map((job) => (
              <JobCard key={job.id} job={job} compact />
            ))}
          </div>
        )}
      </Card>
      <RelatedCourses kind={kind} id={item.id} />
      <RelatedStandards name={item.name} />
    </>
  );
}

/** /major/{id} and /certificate/{id} (ADR 0108): the entry in both languages, its counts and jobs. */
export function CatalogItemView({ kind }: { kind: CatalogPageKind }) {
  const { t } = useTranslation(['catalog-pages', 'layout']);
  const language = useLanguage();
  const id = idParam(useParams().id);
  const valid = id > 0;
  const page = useCatalogPage(kind, id);
  const item = page.data?.item;
  usePageTitle(
    item
      ? language === 'en'
        ? item.en_name || item.name
        : item.name
      : t(`layout:pages.${kind === 'major' ? 'major' : 'certificate'}`),
  );

  return (
    <Flex vertical gap={16} className={styles.page}>
      {kind === 'major' && (
        <div>
          <Link to="/hot-majors">
            <ArrowLeftOutlined /> {t('page.backToHot')}
          </Link>
        </div>
      )}
      {!valid ? (
        <Result status="404" title={t('page.notFound')} />
      ) : page.isError ? (
        <Failed error={page.error} retry={() => page.refetch()} />
      ) : !page.data ? (
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : (
        <Loaded kind={kind} page={page.data} />
      )}
    </Flex>
  );
}
