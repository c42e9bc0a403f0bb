import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthForm, type AuthMode } from './auth-form.tsx';
import { BrandPanel } from './brand-panel.tsx';
import { Choice } from './choice.tsx';
import { useLoginHost } from './host.ts';
import { Icon } from './icon.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { messageText } from './login-i18n.ts';
import styles from './login-screen.module.css';
import { useCaptcha } from './use-captcha.ts';

const MODES: readonly AuthMode[] = ['login', 'register'];

/**
 * /login: log in or register on one screen (docs/product/accounts-and-login.md#login-and-register), in zh or en, from
 * plain HTML controls.
 */
export function LoginScreen() {
  const { t, i18n } = useTranslation('auth');
  const language = i18n.language === 'en' ? 'en' : 'zh';
  const host = useLoginHost();
  const [mode, setMode] = useState<AuthMode>('login');
  const captcha = useCaptcha(() => host.notify('error', messageText('captchaFailed', language), 'captcha-failed'));

  return (
    <main className={styles.page}>
      <BrandPanel />
      <section className={styles.formSide}>
        <div className={styles.topBar}>
          <LanguageMenu />
        </div>
        <div className={styles.card}>
          <fieldset className={styles.modes} aria-label={t('mode.label')}>
            {MODES.map((value) => (
              <Choice
                key={value}
                name="auth-mode"
                value={value}
                checked={mode === value}
                onSelect={() => setMode(value)}
                className={`${styles.mode} ${mode === value ? styles.modeOn : ''}`}
              >
                <span>{t(`mode.${value}`)}</span>
              </Choice>
            ))}
          </fieldset>
          {host.expired && (
            <div className={`${styles.alert} ${styles.notice}`} role="alert">
              <Icon icon={ExclamationCircleFilled} className={styles.noticeIcon} />
              <span>{messageText('loginExpired', language)}</span>
            </div>
          )}
          <h2 className={styles.title}>{t(`title.${mode}`)}</h2>
          <p className={styles.subtitle}>{t(`subtitle.${mode}`)}</p>
          {/* A fresh form per mode: a failed login's alert and values do not follow to Sign up. */}
          <AuthForm key={mode} mode={mode} onModeChange={setMode} captcha={captcha} />
        </div>
      </section>
    </main>
  );
}
