import ReloadOutlined from '@ant-design/icons-svg/es/asn/ReloadOutlined';
import SafetyOutlined from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import { useTranslation } from 'react-i18next';
import { useLoginHost } from './host.ts';
import { Icon } from './icon.tsx';
import styles from './login-screen.module.css';
import { TextField, type TextFieldProps } from './text-field.tsx';
import type { CaptchaState } from './use-captcha.ts';

/**
 * The captcha answer beside its picture (click to refresh, limited), with the countdown under them; while the limit
 * holds, the picture's hint and the line under it count down to when a click refreshes it again.
 */
export function CaptchaField({ state, ...field }: { state: CaptchaState } & Omit<TextFieldProps, 'label' | 'icon'>) {
  const { t } = useTranslation('auth');
  const host = useLoginHost();

  const hint =
    state.refreshableIn > 0 ? t('captcha.refreshIn', { seconds: state.refreshableIn }) : t('captcha.refreshHint');

  function refresh() {
    const blocked = state.refresh();
    if (blocked) host.notify('warning', t('captcha.tooSoon', { seconds: blocked.blockedFor }), 'captcha');
  }

  const picture = (
    <button
      type="button"
      className={styles.captchaImage}
      onClick={refresh}
      title={hint}
      aria-label={t('captcha.alt')}
      data-testid="captcha-image"
    >
      {state.status === 'error' ? (
        <span className={styles.captchaRetry}>
          <Icon icon={ReloadOutlined} /> {t('captcha.retry')}
        </span>
      ) : state.captcha ? (
        <img src={state.captcha.picPath} alt={t('captcha.alt')} draggable={false} />
      ) : null}
      {state.status === 'loading' && (
        <span className={styles.captchaLoading}>
          <span className={styles.spinner} />
        </span>
      )}
    </button>
  );

  const countdown =
    state.status === 'ready' ? (
      <span className={styles.countdown} data-testid="captcha-countdown">
        {t('captcha.countdown', { seconds: state.secondsLeft })}
        <span className={styles.dotSep}>·</span>
        <span data-testid="captcha-refresh-hint">{hint}</span>
      </span>
    ) : null;

  return (
    <TextField
      {...field}
      label={t('fields.captcha')}
      icon={<Icon icon={SafetyOutlined} className={styles.fieldIcon} />}
      beside={picture}
      extra={countdown}
    />
  );
}
