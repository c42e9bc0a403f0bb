import type { HTMLAttributes, ReactNode } from 'react';
import styles from './light.module.css';

/** antd's preset tag colours used in this product. */
export type TagColor =
  | 'default'
  | 'success'
  | 'processing'
  | 'error'
  | 'warning'
  | 'blue'
  | 'geekblue'
  | 'green'
  | 'gold'
  | 'orange'
  | 'cyan';

type Props = HTMLAttributes<HTMLSpanElement> & {
  color?: TagColor | string;
  icon?: ReactNode;
  variant?: 'outlined' | 'filled';
};

/** A small label drawn as antd's Tag in its preset colours. */
export function Tag({ color = 'default', icon, variant = 'outlined', className, children, ...rest }: Props) {
  const classes = [styles.tag, styles[`tag-${color}`], variant === 'filled' && styles.tagFilled, className]
    .filter(Boolean)
    .join(' ');
  return (
    <span {...rest} className={classes}>
      {icon}
      {children}
    </span>
  );
}
