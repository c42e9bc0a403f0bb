import type { ReactNode } from 'react';
import styles from '../jobs.module.css';

/** The grid job cards are laid out in, here and on other areas' pages (the home page's hot jobs). */
export function JobGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}
