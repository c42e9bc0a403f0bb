import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import type { CSSProperties, ReactNode } from 'react';
import { Icon } from './icon.tsx';
import styles from './light.module.css';

const ICONS = { info: InfoCircleFilled, error: CloseCircleFilled, warning: ExclamationCircleFilled };

/** antd's Alert with its icon: a line (and an action) on a tinted surface; an error is announced. */
export function Alert({
  type,
  title,
  action,
  style,
}: {
  type: keyof typeof ICONS;
  title: ReactNode;
  action?: ReactNode;
  style?: CSSProperties;
}) {
  return (
    <div
      className={`${styles.alert} ${styles[`alert-${type}`]}`}
      role={type === 'error' ? 'alert' : 'status'}
      style={style}
    >
      <Icon icon={ICONS[type]} className={styles.alertIcon} />
      <div className={styles.alertBody}>{title}</div>
      {action}
    </div>
  );
}
