import type { HTMLAttributes, ReactNode } from 'react';
import styles from './light.module.css';

/** A white rounded surface (antd's Card without its header). */
export function Card({ className, children, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div {...rest} className={`${styles.card} ${className ?? ''}`}>
      <div className={styles.cardBody}>{children}</div>
    </div>
  );
}

/**
 * Grey lines shimmering while content loads (antd's Skeleton: the paragraph, and with `avatar` a large circle beside
 * the title and lines).
 */
export function Skeleton({ rows = 3, label, avatar = false }: { rows?: number; label?: string; avatar?: boolean }) {
  const lines = (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows + 1 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder lines.
        <span key={i} className={styles.skeletonLine} />
      ))}
    </div>
  );
  if (!avatar) return lines;
  return (
    <div className={styles.skeletonWithAvatar}>
      <span className={styles.skeletonAvatar} aria-hidden="true" />
      <div className={styles.skeletonBeside}>{lines}</div>
    </div>
  );
}

function EmptyPicture() {
  return (
    <svg width="64" height="41" viewBox="0 0 64 41" aria-hidden="true">
      <g transform="translate(0 1)" fill="none" fillRule="evenodd">
        <ellipse fill="#f5f5f5" cx="32" cy="33" rx="32" ry="7" />
        <g fillRule="nonzero" stroke="#d9d9d9">
          <path d="M55 12.76 44.854 1.258C44.367.474 43.656 0 42.907 0H21.093c-.749 0-1.46.474-1.947 1.257L9 12.761V22h46v-9.24z" />
          <path
            d="M41.613 15.931c0-1.605.994-2.93 2.227-2.931H55v18.137C55 33.26 53.68 35 52.05 35h-40.1C10.32 35 9 33.259 9 31.137V13h11.16c1.233 0 2.227 1.323 2.227 2.928v.022c0 1.605 1.005 2.901 2.237 2.901h14.752c1.232 0 2.237-1.308 2.237-2.913v-.007z"
            fill="#fafafa"
          />
        </g>
      </g>
    </svg>
  );
}

/** Nothing to show: antd's simple empty picture and a line. */
export function Empty({ description }: { description: ReactNode }) {
  return (
    <div className={styles.emptyBox}>
      <EmptyPicture />
      <div>{description}</div>
    </div>
  );
}

/** A round picture, or the icon when there is none or it does not load. */
export function Avatar({
  src,
  size = 32,
  icon,
  className,
}: {
  src?: string;
  size?: number;
  icon: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={`${styles.avatar} ${className ?? ''}`}
      style={{ width: size, height: size, fontSize: size / 2 }}
      aria-hidden="true"
    >
      {src ? <img src={src} alt="" loading="lazy" /> : icon}
    </span>
  );
}

/** A red count over its child (antd's Badge): nothing at 0, `overflow+` above it. */
export function Badge({
  count,
  overflow = 99,
  children,
  color,
}: {
  count: number;
  overflow?: number;
  children?: ReactNode;
  color?: string;
}) {
  const shown = count > 0 && (
    <sup className={styles.badge} style={color ? { background: color } : undefined}>
      {count > overflow ? `${overflow}+` : count}
    </sup>
  );
  if (children === undefined) return shown || null;
  return (
    <span className={styles.badgeBox}>
      {children}
      {shown}
    </span>
  );
}
