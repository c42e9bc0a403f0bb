import { BellOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageApi } from '../../../lib/feedback.ts';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/use-media-query.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useMessagesInfinite, useUnreadCount } from '../api.ts';
import { useMessageStream } from '../stream/use-message-stream.ts';
import styles from './notification-bell.module.css';

// The panel (antd Popover or Drawer, the list) is fetched when the pointer or focus reaches the bell.
const loadPanel = () => import('./notification-panel.tsx');
const NotificationPanel = lazy(() => loadPanel().then((m) => ({ default: m.NotificationPanel })));

/**
 * Header bell (docs/product/messages.md#the-bell): unread badge, a panel with infinite scroll (asked for when the
 * pointer or focus reaches the bell), mark-all-read in one call; new messages pushed over the message stream at once,
 * polling every 20 s as the fallback.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const message = useMessageApi();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  // The list is asked for when the bell is reached (the badge has its own count, drawn with the page).
  const [reached, setReached] = useState(false);
  // A popover under a bell that is not at the screen's edge runs off a phone: there the panel is a drawer.
  const phone = useMediaQuery(PHONE_QUERY);
  const unread = useUnreadCount();
  const list = useMessagesInfinite(reached || wanted);
  useMessageStream(Boolean(session));

  // Each failed fetch (also of a poll) says 'failed to get messages' once.
  const failedAt = Math.max(list.isError ? list.errorUpdatedAt : 0, unread.isError ? unread.errorUpdatedAt : 0);
  useEffect(() => {
    if (failedAt > 0) message.error({ content: t('fetchFailed'), key: 'messages-failed' });
  }, [failedAt, message, t]);

  const messages = list.data?.pages.flatMap((p) => p.list) ?? [];
  const unreadCount = unread.data?.count ?? messages.filter((m) => !m.is_read).length;
  const preload = () => {
    setReached(true);
    void loadPanel();
  };

  // The popover opens and closes its bell itself once loaded; before that (and on a phone) the click opens.
  const inPopover = wanted && !phone;
  const bell = (
    <button
      type="button"
      // The badge's number is part of the name, as it is of what is seen.
      aria-label={unreadCount > 0 ? `${t('bell')} ${unreadCount > 99 ? '99+' : unreadCount}` : t('bell')}
      title={t('bell')}
      className={styles.bell}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={
        inPopover
          ? undefined
          : () => {
              setWanted(true);
              setOpen(true);
            }
      }
    >
      <Badge count={unreadCount} overflowCount={99}>
        <BellOutlined className={styles.bellIcon} />
      </Badge>
    </button>
  );

  if (!wanted) return bell;
  const panel = (
    <Suspense fallback={phone ? null : bell}>
      <NotificationPanel
        open={open}
        setOpen={setOpen}
        unreadCount={unreadCount}
        phone={phone}
        bell={bell}
        list={list}
      />
    </Suspense>
  );
  if (!phone) return panel;
  return (
    <>
      {bell}
      {panel}
    </>
  );
}
