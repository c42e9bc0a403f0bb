import { EyeOutlined, LikeOutlined, MessageOutlined, UserOutlined } from '@ant-design/icons';
import { FORUM_CATEGORY_LABELS, type ForumAuthor, labelOf } from '@app/shared';
import { Avatar, Tag } from 'antd';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { chinaTime } from '../../../lib/china-time.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import type { ForumPostSummary } from '../api.ts';
import styles from '../forum.module.css';

dayjs.extend(relativeTime);

/** Older than this, a time shows as its date rather than "3 天前". */
const RELATIVE_DAYS = 30;

/** A category's name in the current language. */
export function useCategoryName() {
  const language = useLanguage();
  return (value: string) => labelOf(FORUM_CATEGORY_LABELS, value, language);
}

/** "3 小时前" / "3 hours ago" (the date once it is a month old); the full time on hover. */
export function TimeAgo({ time }: { time: string }) {
  const language = useLanguage();
  // The language asked for here, not dayjs's global one (which follows a switch only after this renders).
  const at = chinaTime(time).locale(language === 'en' ? 'en' : 'zh-cn');
  const old = dayjs().diff(at, 'day') >= RELATIVE_DAYS;
  return (
    // The server drew it a moment earlier: a different wording (a minute more) is not a mismatch.
    <time dateTime={time} title={at.format('YYYY-MM-DD HH:mm')} suppressHydrationWarning>
      {old ? at.format('YYYY-MM-DD') : at.fromNow()}
    </time>
  );
}

/** A member's picture and name, linking to their forum profile. */
export function AuthorLink({ author, size = 24 }: { author: ForumAuthor; size?: number }) {
  return (
    <Link to={`/forum/user/${author.id}`} className={styles.author}>
      <Avatar size={size} src={author.avatar_url || undefined} icon={<UserOutlined />} alt="" aria-hidden="true" />
      <span>{author.nick_name}</span>
    </Link>
  );
}

export function CategoryTag({ category }: { category: string }) {
  const name = useCategoryName();
  return <Tag color="blue">{name(category)}</Tag>;
}

/** Pinned, locked and hidden marks. */
export function PostStateTags({ post }: { post: Pick<ForumPostSummary, 'pinned' | 'locked' | 'hidden'> }) {
  const { t } = useTranslation('forum');
  if (!post.pinned && !post.locked && !post.hidden) return null;
  return (
    <span className={styles.tags}>
      {post.pinned && <Tag color="red">{t('card.pinned')}</Tag>}
      {post.locked && <Tag color="orange">{t('card.locked')}</Tag>}
      {post.hidden && <Tag>{t('card.hidden')}</Tag>}
    </span>
  );
}

/** Views, comments and likes as icons with numbers (named in full for screen readers and on hover). */
export function PostCounts({ post }: { post: Pick<ForumPostSummary, 'view_count' | 'comment_count' | 'like_count'> }) {
  const { t } = useTranslation('forum');
  const items = [
    { key: 'views', icon: <EyeOutlined />, count: post.view_count },
    { key: 'comments', icon: <MessageOutlined />, count: post.comment_count },
    { key: 'likes', icon: <LikeOutlined />, count: post.like_count },
  ] as const;
  return (
    <span className={styles.counts}>
      {items.map((item) => {
        const label = t(`card.${item.key}`, { count: item.count });
        return (
          <span key={item.key} className={styles.count} title={label}>
            {item.icon}
            <span aria-hidden="true">{item.count}</span>
            <span className={styles.hiddenLabel}>{label}</span>
          </span>
        );
      })}
    </span>
  );
}

/** Whether the text was changed after it was written (the server sets both times at once on creation). */
export function wasEdited(item: { create_time: string; update_time: string }): boolean {
  return dayjs(item.update_time).diff(dayjs(item.create_time), 'second') >= 1;
}
