import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './light.module.css';

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  variant?: 'default' | 'primary' | 'text' | 'link';
  size?: 'small' | 'middle' | 'large';
  shape?: 'default' | 'circle';
  icon?: ReactNode;
  loading?: boolean;
  htmlType?: 'button' | 'submit';
  ref?: Ref<HTMLButtonElement>;
};

/** A button drawn as antd's (default, primary, text, link); `loading` shows a spinner and blocks clicks. */
export function Button({
  variant = 'default',
  size = 'middle',
  shape = 'default',
  icon,
  loading = false,
  htmlType = 'button',
  className,
  children,
  disabled,
  ...rest
}: ButtonProps) {
  const classes = [
    styles.button,
    variant !== 'default' && styles[variant],
    size !== 'middle' && styles[size],
    shape === 'circle' && styles.circle,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={htmlType}
      className={classes}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : rest.onClick}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : icon}
      {children !== undefined && children !== null && children !== false && <span>{children}</span>}
    </button>
  );
}
