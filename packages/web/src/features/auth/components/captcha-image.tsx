import { ReloadOutlined } from '@ant-design/icons';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMessageApi } from '../../../lib/feedback.ts';
import styles from '../pages/login-page.module.css';
import type { CaptchaState } from './use-captcha.ts';

/** The captcha picture: click to refresh (limited), a loading and a failed state. */
export function CaptchaImage({ state }: { state: CaptchaState }) {
  const { t } = useTranslation('auth');
  const message = useMessageApi();

  function onClick() {
    const blocked = state.refresh();
    if (blocked) message.warning({ content: t('captcha.tooSoon', { seconds: blocked.blockedFor }), key: 'captcha' });
  }

  return (
    <button
      type="button"
      className={styles.captchaImage}
      onClick={onClick}
      title={t('captcha.refreshHint')}
      aria-label={t('captcha.alt')}
      data-testid="captcha-image"
    >
      {state.status === 'error' ? (
        <span className={styles.captchaRetry}>
          <ReloadOutlined /> {t('captcha.retry')}
        </span>
      ) : state.captcha ? (
        <img src={state.captcha.picPath} alt={t('captcha.alt')} draggable={false} />
      ) : null}
      {state.status === 'loading' && (
        <span className={styles.captchaLoading}>
          <Spin size="small" />
        </span>
      )}
    </button>
  );
}
