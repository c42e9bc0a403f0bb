import styles from './spinner.module.css';

/** antd's large Spin with its description: four dots turning, the text under them. */
export function Spinner({ label, size = 'large' }: { label?: string; size?: 'small' | 'large' }) {
  return (
    <div className={styles.spin} role="status" aria-live="polite">
      <span className={`${styles.dots} ${size === 'small' ? styles.small : ''}`} aria-hidden="true">
        <i />
        <i />
        <i />
        <i />
      </span>
      {label && <div className={styles.text}>{label}</div>}
    </div>
  );
}
