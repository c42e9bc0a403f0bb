import { Card, Statistic } from 'antd';
import type { ReactNode } from 'react';
import styles from './dashboard.module.css';

export type Figure = { key: string; label: string; value: number; extra?: ReactNode };

/** One card of related figures (users, jobs, ...), each an antd Statistic. */
export function FigureGroup({ title, figures }: { title: string; figures: Figure[] }) {
  return (
    <Card title={title} size="small" className={styles.group}>
      <div className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.key} className={styles.figure}>
            <Statistic title={figure.label} value={figure.value} />
            {figure.extra}
          </div>
        ))}
      </div>
    </Card>
  );
}
