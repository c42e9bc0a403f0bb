import { FORUM_LIMITS } from '@app/shared';
import { Button, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../forum.module.css';

/**
 * A plain-text box for a comment, a reply or an edit, counting up to FORUM_LIMITS.comment; `onSubmit` answers
 * whether the server took it (the box empties then).
 */
export function CommentBox({
  placeholder,
  submitText,
  initial = '',
  pending,
  autoFocus,
  onSubmit,
  onCancel,
}: {
  placeholder: string;
  submitText: string;
  initial?: string;
  pending: boolean;
  autoFocus?: boolean;
  onSubmit: (body: string) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('forum');
  const [text, setText] = useState(initial);
  const body = text.trim();
  const submit = async () => {
    if (body && (await onSubmit(body))) setText('');
  };
  return (
    <div className={styles.box}>
      <Input.TextArea
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={FORUM_LIMITS.comment}
        showCount
        autoSize={{ minRows: 3, maxRows: 12 }}
        placeholder={placeholder}
        aria-label={placeholder}
        autoFocus={autoFocus}
      />
      <div className={styles.boxActions}>
        {onCancel && <Button onClick={onCancel}>{t('comments.cancel')}</Button>}
        <Button type="primary" loading={pending} disabled={!body} onClick={submit}>
          {submitText}
        </Button>
      </div>
    </div>
  );
}
