import { BellOutlined, CheckOutlined, NotificationOutlined } from '@ant-design/icons';
import { type Message, NOTIFICATION_SCROLL_THRESHOLD_PX } from '@app/shared';
import { Avatar, Badge, Button, Drawer, Empty, Grid, Popover, Skeleton, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { type UIEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageApi } from '../../../lib/feedback.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useGo } from '../../../lib/use-go.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useMessagesInfinite, useReadMessage, useUnreadCount } from '../api.ts';
import { messageTarget } from '../message-target.ts';
import { useMessageStream } from '../stream/use-message-stream.ts';
import { messageText, useMarkAllRead } from '../use-mark-all-read.ts';
import styles from './notification-bell.module.css';

/**
 * Header bell (SPEC §2, §9): unread badge, a panel with infinite scroll, mark-all-read in one call; new messages
 * pushed over the message stream at once, polling every 20 s as the fallback.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const message = useMessageApi();
  const language = useLanguage();
  const session = useSession();
  const go = useGo();
  const [open, setOpen] = useState(false);
  // A popover under a bell that is not at the screen's edge runs off a phone: there the panel is a drawer.
  const phone = Grid.useBreakpoint().sm === false;
  const unread = useUnreadCount();
  const list = useMessagesInfinite();
  const readOne = useReadMessage();
  const markAll = useMarkAllRead();
  useMessageStream(Boolean(session));

  // Each failed fetch (also of a poll) says 'failed to get messages' once.
  const failedAt = Math.max(list.isError ? list.errorUpdatedAt : 0, unread.isError ? unread.errorUpdatedAt : 0);
  useEffect(() => {
    if (failedAt > 0) message.error({ content: t('fetchFailed'), key: 'messages-failed' });
  }, [failedAt, message, t]);

  const messages = list.data?.pages.flatMap((p) => p.list) ?? [];
  const unreadCount = unread.data?.count ?? messages.filter((m) => !m.is_read).length;

  // Every message with its action (an HR's sidebar has no Messages entry: this is their way there).
  function viewAll() {
    setOpen(false);
    go('/user/messages');
  }

  function onScroll(event: UIEvent<HTMLDivElement>) {
    const el = event.currentTarget;
    const nearBottom = el.scrollHeight - el.scrollTop - el.clientHeight <= NOTIFICATION_SCROLL_THRESHOLD_PX;
    if (nearBottom && list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  }

  function openMessage(item: Message) {
    if (!item.is_read) readOne.mutate(item.message_id);
    setOpen(false);
    go(messageTarget(item, session?.role));
  }

  const headButtons = (
    <span className={styles.headButtons}>
      <Button size="small" type="link" onClick={viewAll}>
        {t('viewAll')}
      </Button>
      <Button
        size="small"
        type="link"
        icon={<CheckOutlined />}
        loading={markAll.pending}
        onClick={() => markAll.markAllRead(unreadCount)}
      >
        {t('markAllRead')}
      </Button>
    </span>
  );

  const listView = (
    <div className={styles.list} onScroll={onScroll} data-testid="notification-list">
      {list.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 2 }} className={styles.skeleton} />
      ) : messages.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />
      ) : (
        <>
          {messages.map((item) => (
            <button
              type="button"
              key={item.message_id}
              className={`${styles.item} ${item.is_read ? '' : styles.unread}`}
              onClick={() => openMessage(item)}
            >
              <Avatar src={item.profile_pic || undefined} icon={<NotificationOutlined />} className={styles.avatar} />
              <span className={styles.body}>
                <span className={styles.meta}>
                  <span className={styles.sender}>{item.nick_name || t('system')}</span>
                  <span className={styles.time}>{dayjs(item.create_time).format('YYYY-MM-DD HH:mm')}</span>
                </span>
                <span className={styles.content}>{messageText(item, language)}</span>
              </span>
              {!item.is_read && <span className={styles.dot} role="img" aria-label={t('unread')} />}
            </button>
          ))}
          <div className={styles.foot}>
            {list.isFetchingNextPage ? <Spin size="small" /> : list.hasNextPage ? null : t('noMore')}
          </div>
        </>
      )}
    </div>
  );

  const bell = (
    <Button
      type="text"
      shape="circle"
      // The badge's number is part of the name, as it is of what is seen.
      aria-label={unreadCount > 0 ? `${t('bell')} ${unreadCount > 99 ? '99+' : unreadCount}` : t('bell')}
      title={t('bell')}
      className={styles.bell}
      onClick={phone ? () => setOpen(true) : undefined}
    >
      <Badge count={unreadCount} size="small" overflowCount={99}>
        <BellOutlined className={styles.bellIcon} />
      </Badge>
    </Button>
  );

  if (phone) {
    return (
      <>
        {bell}
        <Drawer
          placement="top"
          size="auto"
          open={open}
          onClose={() => setOpen(false)}
          title={t('title')}
          extra={headButtons}
          styles={{ body: { padding: 0 } }}
        >
          {listView}
        </Drawer>
      </>
    );
  }

  return (
    <Popover
      content={
        <div className={styles.panel}>
          <div className={styles.head}>
            <Typography.Text strong>{t('title')}</Typography.Text>
            {headButtons}
          </div>
          {listView}
        </div>
      }
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      arrow={false}
      styles={{ container: { padding: 0 } }}
    >
      {bell}
    </Popover>
  );
}
