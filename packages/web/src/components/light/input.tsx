import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { Button } from './button.tsx';
import { Icon } from './icon.tsx';
import styles from './light.module.css';

type InputProps = InputHTMLAttributes<HTMLInputElement> & { large?: boolean };

/** A text input drawn as antd's Input. */
export function TextInput({ large, className, ...rest }: InputProps) {
  return (
    <input
      type="text"
      {...rest}
      className={[styles.input, large && styles.inputLarge, className].filter(Boolean).join(' ')}
    />
  );
}

/** antd's Input.Search: a search box joined to its button; Enter or the button searches. */
export function SearchInput({
  buttonText,
  buttonIcon = true,
  onSearch,
  large,
  ...rest
}: InputProps & {
  buttonText: ReactNode;
  /** The search icon before the text (false: the text alone, as antd's `enterButton` given a text). */
  buttonIcon?: boolean;
  onSearch: () => void;
}) {
  return (
    <div className={styles.search}>
      <TextInput
        type="search"
        large={large}
        {...rest}
        onKeyDown={(event) => {
          rest.onKeyDown?.(event);
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
            event.preventDefault();
            onSearch();
          }
        }}
      />
      <Button
        variant="primary"
        size={large ? 'large' : 'middle'}
        icon={buttonIcon ? <Icon icon={SearchOutlined} /> : undefined}
        onClick={onSearch}
      >
        {buttonText}
      </Button>
    </div>
  );
}

/** A labelled field of a filter form (antd's vertical Form.Item). */
export function Field({ label, htmlFor, children }: { label: ReactNode; htmlFor: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={htmlFor}>
        {label}
      </label>
      {children}
    </div>
  );
}
