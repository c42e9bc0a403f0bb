import { UserOutlined } from '@ant-design/icons';
import type { SeekerViewRequest } from '@app/shared';
import { Alert, Avatar, Button, List, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { chinaTime } from '../../../lib/china-time.ts';
import { toast } from '../../../lib/feedback.ts';
import { useRevokeViewPermission, useSeekerViewRequests } from '../api.ts';
import styles from '../permissions.module.css';
import { useListPager } from './list-pager.ts';

function RevokeButton({ request }: { request: SeekerViewRequest }) {
  const { t } = useTranslation(['permissions', 'common']);
  const revoke = useRevokeViewPermission();
  const confirm = async () => {
    try {
      await revoke.mutateAsync(request.request_id);
      toast.success(t('granted.revoked'));
    } catch (error) {
      toast.error(errorMessage(error, t('granted.revokeFailed')));
    }
  };
  return (
    <Popconfirm
      title={t('granted.revokeConfirm', { name: request.hr_name })}
      description={t('granted.revokeHint')}
      okText={t('granted.revoke')}
      cancelText={t('common:actions.cancel')}
      onConfirm={confirm}
    >
      <Button type="link" size="small" danger loading={revoke.isPending}>
        {t('granted.revoke')}
      </Button>
    </Popconfirm>
  );
}

/** The permissions the seeker granted (allowed requests), each with Revoke. */
export function GrantedPermissionsList() {
  const { t } = useTranslation('permissions');
  const { pn, pSize, pagination } = useListPager();
  const list = useSeekerViewRequests({ pn, pSize, state: 'allowed' });

  if (list.isError) return <Alert type="error" showIcon title={t('granted.loadFailed')} />;
  return (
    <List<SeekerViewRequest>
      loading={list.isLoading}
      dataSource={list.data?.list ?? []}
      rowKey="request_id"
      locale={{ emptyText: t('granted.empty') }}
      pagination={pagination(list.data?.total ?? 0)}
      renderItem={(request) => (
        <List.Item data-testid="granted-permission" actions={[<RevokeButton key="revoke" request={request} />]}>
          <List.Item.Meta
            avatar={<Avatar alt="" src={request.hr_avatar || undefined} icon={<UserOutlined />} />}
            title={request.hr_name || t('unnamed')}
            description={
              <>
                <span className={styles.meta}>
                  {request.job_title && <span>{t('job', { title: request.job_title })}</span>}
                  {request.decided_time && (
                    <span>
                      {t('granted.since', { time: chinaTime(request.decided_time).format('YYYY-MM-DD HH:mm') })}
                    </span>
                  )}
                </span>
                {request.message && <p className={styles.note}>{request.message}</p>}
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}
