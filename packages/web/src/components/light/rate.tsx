import StarFilled from '@ant-design/icons-svg/es/asn/StarFilled';
import { Icon } from './icon.tsx';
import styles from './rate.module.css';

type Props = {
  /** Whole stars filled (rounded), of `count`. */
  value: number;
  count?: number;
  /** The star size in px (antd's Rate font size). */
  size?: number;
  className?: string;
  'aria-label'?: string;
};

/** antd's disabled Rate: a read-only row of stars, the first `value` filled gold, the rest grey. */
export function Rate({ value, count = 5, size = 14, className, 'aria-label': label }: Props) {
  const filled = Math.max(0, Math.min(count, Math.round(value)));
  return (
    <span
      className={[styles.rate, className].filter(Boolean).join(' ')}
      style={{ fontSize: size }}
      role="img"
      aria-label={label}
    >
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions, without identity.
        <Icon key={i} icon={StarFilled} className={i < filled ? styles.on : styles.off} />
      ))}
    </span>
  );
}
