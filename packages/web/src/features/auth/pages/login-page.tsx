import { Alert, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { translateMessage } from '../../../lib/messages.ts';
import { hasExpiredNotice } from '../../../lib/session-expiry.ts';
import { AuthForm, type AuthMode } from '../components/auth-form.tsx';
import { BrandPanel } from '../components/brand-panel.tsx';
import styles from './login-page.module.css';

/** /login: log in or register on one page (SPEC §2, §4), in zh or en. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [mode, setMode] = useState<AuthMode>('login');
  // Sent here by an expired login: say so on the card too, once.
  const [expired] = useState(hasExpiredNotice);

  return (
    <main className={styles.page}>
      <BrandPanel />
      <section className={styles.formSide}>
        <div className={styles.topBar}>
          <LanguageSwitch variant="outlined" />
        </div>
        <div className={styles.card}>
          <Segmented<AuthMode>
            block
            size="large"
            value={mode}
            onChange={setMode}
            options={[
              { value: 'login', label: t('mode.login') },
              { value: 'register', label: t('mode.register') },
            ]}
            className={styles.modes}
          />
          {expired && (
            <Alert type="warning" showIcon title={translateMessage('loginExpired')} className={styles.notice} />
          )}
          <h2 className={styles.title}>{t(`title.${mode}`)}</h2>
          <p className={styles.subtitle}>{t(`subtitle.${mode}`)}</p>
          <AuthForm mode={mode} onModeChange={setMode} />
        </div>
      </section>
    </main>
  );
}
