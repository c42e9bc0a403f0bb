import { CheckOutlined, NotificationOutlined } from '@ant-design/icons';
import { type Message, NOTIFICATION_SCROLL_THRESHOLD_PX } from '@app/shared';
import { Avatar, Button, Drawer, Empty, Popover, Skeleton, Spin, Typography } from 'antd';
import { type ReactElement, type UIEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { chinaTime } from '../../../lib/china-time.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useGo } from '../../../lib/use-go.ts';
import { useSession } from '../../../lib/use-session.ts';
import { type useMessagesInfinite, useReadMessage } from '../api.ts';
import { messageTarget } from '../message-target.ts';
import { messageText, useMarkAllRead } from '../use-mark-all-read.ts';
import styles from './notification-bell.module.css';

type Props = {
  open: boolean;
  setOpen: (open: boolean) => void;
  unreadCount: number;
  /** On a phone the panel is a drawer from the top; elsewhere a popover under `bell`. */
  phone: boolean;
  bell: ReactElement;
  /** The bell's own query of the list (a second observer would fetch it again). */
  list: ReturnType<typeof useMessagesInfinite>;
};

/**
 * The bell's panel (fetched when the bell is reached): the messages with infinite scroll, View all and mark-all-read
 * in one call.
 */
export function NotificationPanel({ open, setOpen, unreadCount, phone, bell, list }: Props) {
  const { t } = useTranslation('notifications');
  const language = useLanguage();
  const session = useSession();
  const go = useGo();
  const readOne = useReadMessage();
  const markAll = useMarkAllRead();
  const anchor = useRef<HTMLSpanElement>(null);

  // The popover's bell replaced the plain one: the keyboard focus stays on it.
  useEffect(() => {
    if (!phone && document.activeElement === document.body) anchor.current?.querySelector('button')?.focus();
  }, [phone]);

  const messages = list.data?.pages.flatMap((p) => p.list) ?? [];

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
              <Avatar
                alt=""
                src={item.profile_pic || undefined}
                icon={<NotificationOutlined />}
                className={styles.avatar}
              />
              <span className={styles.body}>
                <span className={styles.meta}>
                  <span className={styles.sender}>{item.nick_name || t('system')}</span>
                  <span className={styles.time}>{chinaTime(item.create_time).format('YYYY-MM-DD HH:mm')}</span>
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

  if (phone) {
    return (
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
    );
  }

  return (
    <span ref={anchor} className={styles.anchor}>
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
    </span>
  );
}
