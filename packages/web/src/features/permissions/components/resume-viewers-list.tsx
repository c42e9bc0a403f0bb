import { UserOutlined } from '@ant-design/icons';
import type { ResumeViewer } from '@app/shared';
import { Alert, Avatar, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { chinaTime } from '../../../lib/china-time.ts';
import { useResumeViewers } from '../api.ts';
import styles from '../permissions.module.css';
import { useListPager } from './list-pager.ts';

/** Who viewed my resume (ADR 0096): each HR, when they last opened it and how many times. */
export function ResumeViewersList() {
  const { t } = useTranslation('permissions');
  const { pn, pSize, pagination } = useListPager();
  const list = useResumeViewers(pn, pSize);

  if (list.isError) return <Alert type="error" showIcon title={t('viewers.loadFailed')} />;
  return (
    <List<ResumeViewer>
      loading={list.isLoading}
      dataSource={list.data?.list ?? []}
      rowKey="hr_id"
      locale={{ emptyText: t('viewers.empty') }}
      pagination={pagination(list.data?.total ?? 0)}
      renderItem={(viewer) => (
        <List.Item data-testid="resume-viewer">
          <List.Item.Meta
            avatar={<Avatar alt="" src={viewer.hr_avatar || undefined} icon={<UserOutlined />} />}
            title={viewer.hr_name || t('unnamed')}
            description={
              <span className={styles.meta}>
                <span>
                  {t('viewers.lastViewed', { time: chinaTime(viewer.last_viewed_time).format('YYYY-MM-DD HH:mm') })}
                </span>
                <span>{t('viewers.count', { count: viewer.view_count })}</span>
              </span>
            }
          />
        </List.Item>
      )}
    />
  );
}
