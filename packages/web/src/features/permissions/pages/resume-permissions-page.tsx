import { UserOutlined } from '@ant-design/icons';
import { codeOptions, type HrViewRequest, VIEW_REQUEST_STATE_LABELS, type ViewRequestState } from '@app/shared';
import { Alert, Avatar, List, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { chinaTime } from '../../../lib/china-time.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useHrViewRequests } from '../api.ts';
import { useListPager } from '../components/list-pager.ts';
import { ViewRequestStateTag } from '../components/state-tag.tsx';
import styles from '../permissions.module.css';

const time = (iso: string) => chinaTime(iso).format('YYYY-MM-DD HH:mm');

function RequestItem({ request }: { request: HrViewRequest }) {
  const { t } = useTranslation('permissions');
  const name = request.hunter_name || t('unnamed');
  return (
    <List.Item data-testid="hr-view-request">
      <List.Item.Meta
        avatar={<Avatar alt="" src={request.hunter_avatar || undefined} icon={<UserOutlined />} />}
        title={
          <span className={styles.actions}>
            {request.state === 'allowed' ? (
              <Link to={`/talent/${request.hunter_id}`} className={styles.link}>
                {name}
              </Link>
            ) : (
              name
            )}
            <ViewRequestStateTag state={request.state} />
          </span>
        }
        description={
          <>
            <span className={styles.meta}>
              <span>{request.job_title ? t('job', { title: request.job_title }) : t('hr.noJob')}</span>
              <span>{t('hr.requested', { time: time(request.create_time) })}</span>
              {request.decided_time && (
                <span>{t(`hr.decided.${request.state}`, { time: time(request.decided_time) })}</span>
              )}
            </span>
            <p className={styles.note}>{request.message}</p>
          </>
        }
      />
    </List.Item>
  );
}

/** /user/resume-permissions (HR only, router.tsx): the HR's requests to view resumes and their states. */
export function ResumePermissionsPage() {
  const { t } = useTranslation(['permissions', 'layout']);
  usePageTitle(t('layout:user.resumePermissions'));
  const language = useLanguage();
  const [state, setState] = useState<ViewRequestState | 'all'>('all');
  const { pn, pSize, pagination, reset } = useListPager();
  const list = useHrViewRequests(pn, pSize, state === 'all' ? undefined : state);
  const options = [{ value: 'all' as const, label: t('hr.all') }, ...codeOptions(VIEW_REQUEST_STATE_LABELS, language)];

  return (
    <div className={styles.panel}>
      <div className={styles.head}>
        <div>
          <h2 className={styles.title}>{t('hr.title')}</h2>
          <p className={styles.lead}>{t('hr.lead')}</p>
        </div>
      </div>
      <div className={styles.filter}>
        <Segmented
          options={options}
          value={state}
          onChange={(value) => {
            setState(value);
            reset();
          }}
          aria-label={t('hr.filter')}
        />
      </div>
      {list.isError ? (
        <Alert type="error" showIcon title={t('hr.loadFailed')} className={styles.filter} />
      ) : (
        <List<HrViewRequest>
          loading={list.isLoading}
          dataSource={list.data?.list ?? []}
          rowKey="request_id"
          locale={{ emptyText: t(state === 'all' ? 'hr.empty' : 'hr.emptyState') }}
          pagination={pagination(list.data?.total ?? 0)}
          renderItem={(request) => <RequestItem request={request} />}
        />
      )}
    </div>
  );
}
