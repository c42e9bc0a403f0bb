import { HOT_MAJOR_LEVELS, HOT_MAJOR_PAGE_SIZES, type HotMajorLevel } from '@app/shared';
import { Alert, Card, Select, Table, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import styles from '../catalog-pages.module.css';
import { useCategoryLabel } from '../components/category-label.ts';
import {
  FIRST_HOT_MAJORS,
  type HotMajor,
  type HotMajorsSearch,
  useHotMajors,
  useMajorCategories,
} from '../pages-api.ts';

const LEVEL_COLORS: Record<HotMajorLevel, string> = { hot: 'red', rising: 'orange', steady: 'default' };

/** /hot-majors (ADR 0108): the majors ranked by demand, supply and growth; filters by category and level. */
export function HotMajorsPage() {
  const { t } = useTranslation('catalog-pages');
  usePageTitle(t('hot.title'));
  const language = useLanguage();
  const categoryLabel = useCategoryLabel();
  const [search, setSearch] = useState<HotMajorsSearch>(FIRST_HOT_MAJORS);
  const majors = useHotMajors(search);
  const categories = useMajorCategories();
  const offset = (search.pn - 1) * search.p_size;
  const filter = (change: Partial<HotMajorsSearch>) => setSearch((s) => ({ ...s, ...change, pn: 1 }));

  const columns: TableColumnsType<HotMajor> = [
    { key: 'rank', title: t('hot.columns.rank'), width: 72, render: (_v, _m, i) => offset + i + 1 },
    {
      key: 'name',
      title: t('hot.columns.name'),
      render: (_v, m) => (
        <Link to={`/major/${m.id}`}>
          {language === 'en' ? m.en_name || m.name : m.name}
          <span className={styles.enName}>{language === 'en' ? m.name : m.en_name}</span>
        </Link>
      ),
    },
    {
      key: 'category',
      title: t('hot.columns.category'),
      render: (_v, m) => (m.category ? categoryLabel(m.category) : ''),
      responsive: ['md'],
    },
    { key: 'jobs', title: t('hot.columns.jobs'), dataIndex: 'job_count', align: 'right' },
    { key: 'talents', title: t('hot.columns.talents'), dataIndex: 'talent_count', align: 'right', responsive: ['sm'] },
    {
      key: 'growth',
      title: <Tooltip title={t('hot.growthHint')}>{t('hot.columns.growth')}</Tooltip>,
      align: 'right',
      responsive: ['md'],
      render: (_v, m) => (
        <Typography.Text type={m.growth > 0 ? 'success' : m.growth < 0 ? 'danger' : 'secondary'}>
          {m.growth > 0 ? `+${m.growth}` : m.growth}
        </Typography.Text>
      ),
    },
    { key: 'score', title: t('hot.columns.score'), dataIndex: 'score', align: 'right', responsive: ['lg'] },
    {
      key: 'level',
      title: t('hot.columns.level'),
      render: (_v, m) => <Tag color={LEVEL_COLORS[m.level]}>{t(`levels.${m.level}`)}</Tag>,
    },
  ];

  return (
    <div className={styles.page}>
      <Typography.Title level={2} className={styles.title}>
        {t('hot.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('hot.intro')}</Typography.Paragraph>
      <Card>
        <div className={styles.filters}>
          <Select
            aria-label={t('hot.category')}
            allowClear
            placeholder={t('hot.allCategories')}
            value={search.category}
            loading={categories.isPending}
            options={(categories.data ?? []).map((c) => ({ value: c, label: categoryLabel(c) }))}
            onChange={(category?: string) => filter({ category: category || undefined })}
          />
          <Select
            aria-label={t('hot.level')}
            allowClear
            placeholder={t('hot.allLevels')}
            value={search.level}
            options={HOT_MAJOR_LEVELS.map((level) => ({ value: level, label: t(`levels.${level}`) }))}
            onChange={(level?: HotMajorLevel) => filter({ level: level || undefined })}
          />
        </div>
        {majors.isError && (
          <Alert type="error" showIcon style={{ marginBottom: 16 }} message={errorMessage(majors.error)} />
        )}
        <Table<HotMajor>
          rowKey="id"
          columns={columns}
          dataSource={majors.data?.list ?? []}
          loading={majors.isFetching}
          locale={{ emptyText: t('hot.empty') }}
          pagination={{
            current: search.pn,
            pageSize: search.p_size,
            total: majors.data?.total ?? 0,
            pageSizeOptions: HOT_MAJOR_PAGE_SIZES.map(String),
            showSizeChanger: true,
            showTotal: (total) => t(majors.data?.capped ? 'hot.totalCapped' : 'hot.total', { count: total }),
            onChange: (pn, p_size) => setSearch((s) => ({ ...s, pn: p_size === s.p_size ? pn : 1, p_size })),
          }}
        />
      </Card>
    </div>
  );
}
