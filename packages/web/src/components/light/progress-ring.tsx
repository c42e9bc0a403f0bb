import styles from './light.module.css';

/** antd's circle Progress: a ring filled to `percent` with the figure inside. */
export function ProgressRing({
  percent,
  size = 72,
  color,
  label,
}: {
  percent: number;
  size?: number;
  color: string;
  label: string;
}) {
  const stroke = 6;
  const radius = (100 - stroke) / 2;
  const length = 2 * Math.PI * radius;
  const filled = (Math.min(100, Math.max(0, percent)) / 100) * length;
  return (
    <span
      className={styles.ring}
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      style={{ width: size, height: size }}
    >
      <svg viewBox="0 0 100 100" width={size} height={size} aria-hidden="true">
        <circle cx="50" cy="50" r={radius} fill="none" stroke="rgba(0,0,0,0.06)" strokeWidth={stroke} />
        <circle
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          stroke={color}
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={`${filled} ${length}`}
          transform="rotate(-90 50 50)"
        />
      </svg>
      <span className={styles.ringText}>{`${percent}%`}</span>
    </span>
  );
}
