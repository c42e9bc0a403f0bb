import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon.tsx';
import styles from './login-screen.module.css';

export type TextFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The rule's message, shown under the field (and tied to it for screen readers). */
  problem?: string;
  icon: ReactNode;
  placeholder: string;
  autoComplete: string;
  password?: boolean;
  inputMode?: 'numeric';
  maxLength?: number;
  /** Next to the input on the same row (the captcha picture). */
  beside?: ReactNode;
  /** A hint under the field. */
  extra?: ReactNode;
};

/** A labelled input with its icon, its rule's message and (for passwords) a show/hide button. */
export function TextField({ id, label, problem, icon, password, beside, extra, onChange, ...input }: TextFieldProps) {
  const { t } = useTranslation('auth');
  const [revealed, setRevealed] = useState(false);
  const problemId = `${id}_problem`;
  const box = (
    <span className={`${styles.inputBox} ${problem ? styles.inputBoxInvalid : ''}`}>
      {icon}
      <input
        {...input}
        id={id}
        className={styles.input}
        type={password && !revealed ? 'password' : 'text'}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {password && (
        <button
          type="button"
          className={styles.reveal}
          aria-label={t(revealed ? 'fields.hidePassword' : 'fields.showPassword')}
          aria-pressed={revealed}
          onClick={() => setRevealed((was) => !was)}
        >
          <Icon icon={revealed ? EyeOutlined : EyeInvisibleOutlined} />
        </button>
      )}
    </span>
  );
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {beside ? (
        <div className={styles.captchaRow}>
          {box}
          {beside}
        </div>
      ) : (
        box
      )}
      {problem && (
        <div id={problemId} className={styles.problem}>
          {problem}
        </div>
      )}
      {extra && <div className={styles.extra}>{extra}</div>}
    </div>
  );
}
