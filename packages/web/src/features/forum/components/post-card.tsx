import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ForumPostSummary } from '../api.ts';
import styles from '../forum.module.css';
import { AuthorLink, CategoryTag, PostCounts, PostStateTags, TimeAgo } from './forum-bits.tsx';

/** A post in a list: marks, title, excerpt, cover, author, counts and its latest activity. */
export function PostCard({ post, showAuthor = true }: { post: ForumPostSummary; showAuthor?: boolean }) {
  const { t } = useTranslation('forum');
  const to = `/forum/post/${post.id}`;
  return (
    <li className={styles.card}>
      <div className={styles.cardMain}>
        <h3 className={styles.cardTitle}>
          <PostStateTags post={post} />
          <Link to={to}>{post.title}</Link>
        </h3>
        {post.excerpt && <p className={styles.excerpt}>{post.excerpt}</p>}
        <div className={styles.meta}>
          <CategoryTag category={post.category} />
          {showAuthor && <AuthorLink author={post.author} size={20} />}
          <TimeAgo time={post.last_activity_time} />
          <PostCounts post={post} />
        </div>
      </div>
      {post.cover_url && (
        <Link to={to} tabIndex={-1} aria-hidden="true">
          <img
            className={styles.thumb}
            src={post.cover_url}
            alt={t('card.coverAlt', { title: post.title })}
            loading="lazy"
          />
        </Link>
      )}
    </li>
  );
}
