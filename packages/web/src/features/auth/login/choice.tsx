import type { ReactNode } from 'react';
import styles from './login-screen.module.css';

type Props = {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  className?: string;
  children: ReactNode;
};

/** A native radio drawn as a tile or a segment: the whole label is the control, the input only its state. */
export function Choice({ name, value, checked, onSelect, className, children }: Props) {
  return (
    <label className={className}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        className={styles.hiddenRadio}
      />
      {children}
    </label>
  );
}
