import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import styles from './dashboard.module.css';

export type ChartSeries = { label: string; color: string; values: number[] };

const HEIGHT = 260;
const canDraw = () => Boolean(document.createElement('canvas').getContext?.('2d'));
/** x values are UTC midnights in seconds; the axis shows MM-DD (the same in both languages). */
const dayOf = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
const label = (seconds: number) => new Date(seconds * 1000).toISOString().slice(5, 10);

/**
 * A line per series over the days (uPlot: about 20 KB gzip, loaded with this lazy route only). Follows its
 * container's width; draws nothing where the browser has no canvas (the figures above still say it all).
 */
export function DailyChart({
  title,
  dayLabel,
  days,
  series,
}: {
  title: string;
  /** The legend's name of the x value (the day). */
  dayLabel: string;
  days: string[];
  series: ChartSeries[];
}) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = box.current;
    if (!target || !canDraw()) return;
    const options: uPlot.Options = {
      width: target.clientWidth || 600,
      height: HEIGHT,
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
      scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
      axes: [
        { values: (_u, splits) => splits.map(label) },
        { values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? String(v) : '')) },
      ],
      series: [
        { label: dayLabel, value: (_u, v) => (v === null ? '' : label(v)) },
        ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2, points: { show: false } })),
      ],
    };
    const chart = new uPlot(options, [days.map(dayOf), ...series.map((s) => s.values)], target);
    const resize = new ResizeObserver(() => chart.setSize({ width: target.clientWidth, height: HEIGHT }));
    resize.observe(target);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [dayLabel, days, series]);

  return (
    <figure className={styles.chart} aria-label={title}>
      <figcaption className={styles.chartTitle}>{title}</figcaption>
      <div ref={box} />
    </figure>
  );
}
