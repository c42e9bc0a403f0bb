import type { CSSProperties, ReactNode } from 'react';
import styles from './light.module.css';

export type DescriptionItem = { key: string; label: ReactNode; children: ReactNode };

/** antd's small Descriptions: "label: value" rows in `columns` columns (one on a phone). */
export function Descriptions({ items, columns = 1 }: { items: DescriptionItem[]; columns?: number }) {
  return (
    <dl className={styles.descriptions} style={{ '--columns': columns } as CSSProperties}>
      {items.map((item) => (
        <div key={item.key} className={styles.descItem}>
          <dt>{item.label}</dt>
          <dd>{item.children}</dd>
        </div>
      ))}
    </dl>
  );
}
