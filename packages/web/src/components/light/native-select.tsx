import type { SelectHTMLAttributes } from 'react';
import styles from './light.module.css';

export type Option = { value: string; label: string };

/** What the `<select>` holds for a value: '' stands for none (the clear choice). */
export const toSelectValue = (value: string | undefined | null): string => value ?? '';

/** The value a `<select>`'s choice stands for: '' (the clear choice) is none. */
export const fromSelectValue = (raw: string): string | undefined => (raw === '' ? undefined : raw);

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  options: readonly Option[];
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** Offer a first choice meaning none, labelled with the placeholder (antd's allowClear). */
  allowClear?: boolean;
  placeholder?: string;
};

/**
 * A single choice as a native `<select>` (drawn as antd's Select): the phone's own picker, no JavaScript to load.
 * A value that is not among the options shows as none.
 */
export function NativeSelect({ options, value, onChange, allowClear, placeholder, className, ...rest }: Props) {
  const known = options.some((option) => option.value === value);
  const shown = known ? toSelectValue(value) : '';
  return (
    <select
      {...rest}
      className={[styles.input, styles.select, shown === '' && styles.placeholder, className].filter(Boolean).join(' ')}
      value={shown}
      onChange={(event) => onChange(fromSelectValue(event.target.value))}
    >
      {(allowClear || !known) && <option value="">{placeholder ?? ''}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
