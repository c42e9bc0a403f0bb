import { NotificationOutlined } from '@ant-design/icons';
import {
  BID_MESSAGE_TYPES,
  type BidConsent,
  type Message,
  PERMISSION_MESSAGE_TYPES,
  ROLES,
  type SeekerViewRequest,
} from '@app/shared';
import { Alert, Avatar, List, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { chinaTime } from '../../../lib/china-time.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useBidConsents } from '../../bids/api.ts';
import { BidConsentAnswer } from '../../bids/components/consent-answer.tsx';
import { useSeekerViewRequests } from '../../permissions/api.ts';
import { useListPager } from '../../permissions/components/list-pager.ts';
import { ViewRequestAnswer } from '../../permissions/components/view-request-answer.tsx';
import { useMessagesPage, useReadMessage } from '../api.ts';
import { messageTarget } from '../message-target.ts';
import { messageText } from '../use-mark-all-read.ts';
import styles from './message-list.module.css';

const isViewRequest = (m: Message) => m.message_type === PERMISSION_MESSAGE_TYPES.request && Boolean(m.event_id);
const isBidConsent = (m: Message) => m.message_type === BID_MESSAGE_TYPES.consentRequest && Boolean(m.event_id);

/**
 * Every message of the user, a page at a time, newest first, the unread marked
 * (docs/product/messages.md#the-messages-page). A request to view the seeker's resume shows its state and Allow View /
 * Reject while pending; a message about something else links to it. Opening or answering a message marks it read.
 */
export function MessageList() {
  const { t } = useTranslation(['messages', 'notifications']);
  const language = useLanguage();
  const session = useSession();
  const isSeeker = session?.role === ROLES.seeker;
  const { pn, pSize, pagination } = useListPager();
  const page = useMessagesPage(pn, pSize);
  const readOne = useReadMessage();
  const messages = page.data?.list ?? [];
  // The state of the requests behind this page's view-request messages, in one call.
  const requestIds = isSeeker ? [...new Set(messages.filter(isViewRequest).map((m) => m.event_id as number))] : [];
  const requests = useSeekerViewRequests({ ids: requestIds }, requestIds.length > 0);
  const byId = new Map<number, SeekerViewRequest>((requests.data?.list ?? []).map((r) => [r.request_id, r]));
  // The same for requests to be shown on a bid (ADR 0123).
  const consentIds = isSeeker ? [...new Set(messages.filter(isBidConsent).map((m) => m.event_id as number))] : [];
  const consents = useBidConsents(consentIds, consentIds.length > 0);
  const consentById = new Map<number, BidConsent>((consents.data ?? []).map((c) => [c.consent_id, c]));
  const markRead = (message: Message) => {
    if (!message.is_read) readOne.mutate(message.message_id);
  };

  if (page.isError) return <Alert type="error" showIcon title={t('notifications:fetchFailed')} />;
  return (
    <List<Message>
      loading={page.isLoading}
      dataSource={messages}
      rowKey="message_id"
      locale={{ emptyText: t('notifications:empty') }}
      pagination={pagination(page.data?.total ?? 0)}
      renderItem={(message) => {
        const target = messageTarget(message, session?.role);
        const action =
          isSeeker && isViewRequest(message) ? (
            <ViewRequestAnswer request={byId.get(message.event_id as number)} />
          ) : isSeeker && isBidConsent(message) ? (
            <BidConsentAnswer consent={consentById.get(message.event_id as number)} />
          ) : target !== '/user/messages' ? (
            <Link to={target} className={styles.link}>
              {t('open')}
            </Link>
          ) : null;
        // A click anywhere on the message (its link and buttons too) marks it read.
        return (
          <List.Item
            data-testid="message"
            className={message.is_read ? styles.item : `${styles.item} ${styles.unread}`}
            onClick={() => markRead(message)}
          >
            <List.Item.Meta
              avatar={
                <Avatar
                  alt=""
                  src={message.profile_pic || undefined}
                  icon={<NotificationOutlined />}
                  className={styles.avatar}
                />
              }
              title={
                <span className={styles.head}>
                  <span className={styles.sender}>{message.nick_name || t('notifications:system')}</span>
                  {!message.is_read && <Tag color="red">{t('notifications:unread')}</Tag>}
                  <span className={styles.time}>{chinaTime(message.create_time).format('YYYY-MM-DD HH:mm')}</span>
                </span>
              }
              description={
                <>
                  <p className={styles.content}>{messageText(message, language)}</p>
                  {action && <div className={styles.action}>{action}</div>}
                </>
              }
            />
          </List.Item>
        );
      }}
    />
  );
}
