import { CheckOutlined } from '@ant-design/icons';
import { ROLES } from '@app/shared';
import { Button, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styles from '../../../components/page-panel.module.css';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import { GrantedPermissionsList } from '../../permissions/components/granted-permissions-list.tsx';
import { ResumeViewersList } from '../../permissions/components/resume-viewers-list.tsx';
import { useUnreadCount } from '../api.ts';
import { MessageList } from '../components/message-list.tsx';
import { readMessagesTab } from '../messages-tab.ts';
import { useMarkAllRead } from '../use-mark-all-read.ts';

/**
 * /user/messages: every message with its action and mark-all-read; a job seeker also sees who viewed their
 * resume and the permissions they granted, with Revoke (tabs kept in the URL: ?tab=viewers, ?tab=granted).
 */
export function MessagesPage() {
  const { t } = useTranslation(['messages', 'layout', 'notifications']);
  usePageTitle(t('layout:user.messages'));
  const session = useSession();
  const unread = useUnreadCount();
  const markAll = useMarkAllRead();
  const [params, setParams] = useSearchParams();
  const tab = readMessagesTab(params);
  const isSeeker = session?.role === ROLES.seeker;

  return (
    <div className={styles.panel}>
      <div className={styles.head}>
        <div>
          <h2 className={styles.title}>{t('title')}</h2>
          <p className={styles.lead}>{t(isSeeker ? 'leadSeeker' : 'lead')}</p>
        </div>
        {tab === 'messages' && (
          <Button
            icon={<CheckOutlined />}
            loading={markAll.pending}
            onClick={() => markAll.markAllRead(unread.data?.count)}
          >
            {t('notifications:markAllRead')}
          </Button>
        )}
      </div>
      {isSeeker ? (
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams(key === 'messages' ? {} : { tab: key }, { replace: true })}
          items={[
            { key: 'messages', label: t('tabs.messages'), children: <MessageList /> },
            { key: 'viewers', label: t('tabs.viewers'), children: <ResumeViewersList /> },
            { key: 'granted', label: t('tabs.granted'), children: <GrantedPermissionsList /> },
          ]}
        />
      ) : (
        <MessageList />
      )}
    </div>
  );
}
