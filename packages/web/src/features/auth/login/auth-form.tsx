import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import MobileOutlined from '@ant-design/icons-svg/es/asn/MobileOutlined';
import { type Language, PASSWORD_MIN, REGISTRABLE_ROLES, ROLES } from '@app/shared';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterLoginPath } from '../../../lib/return-path.ts';
import { saveLogin } from '../../../lib/session.ts';
import { AuthCallError, login, register } from './calls.ts';
import { CaptchaField } from './captcha-field.tsx';
import { Choice } from './choice.tsx';
import { useLoginHost } from './host.ts';
import { Icon } from './icon.tsx';
import { messageText } from './login-i18n.ts';
import styles from './login-screen.module.css';
import { type AuthField, type AuthValues, formProblems } from './rules.ts';
import { TextField } from './text-field.tsx';
import type { CaptchaState } from './use-captcha.ts';

export type AuthMode = 'login' | 'register';

const EMPTY: AuthValues = { mobile: '', password: '', confirm: '', captcha: '' };
const FIELDS: readonly AuthField[] = ['mobile', 'password', 'confirm', 'captcha'];

/** A bare "login failed" (from an older server or a proxy) says nothing: the user is told what to check. */
const GENERIC_LOGIN_FAILURES = new Set(['登录失败', 'login failed', 'login failed.']);

function failureText(failure: unknown, language: Language, t: TFunction<['auth', 'common']>): string {
  if (failure instanceof AuthCallError) {
    const server = failure.serverText(language);
    if (server && GENERIC_LOGIN_FAILURES.has(server.trim().toLowerCase())) return messageText('loginFailed', language);
    if (server) return server;
    if (failure.clientKey) return t(`common:errors.${failure.clientKey}`);
  }
  return messageText('operationFailed', language);
}

type Props = { mode: AuthMode; onModeChange: (mode: AuthMode) => void; captcha: CaptchaState };

/**
 * Phone, password and captcha (+ confirm and role to register), sent as multipart. The
 * screen mounts a fresh form for each mode: nothing typed and no failure carry over to the other.
 * A field's message shows once it was left (or the form sent) and then follows every keystroke;
 * the confirmation's also as soon as it is long enough to compare.
 */
export function AuthForm({ mode, onModeChange, captcha }: Props) {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const language: Language = i18n.language === 'en' ? 'en' : 'zh';
  const host = useLoginHost();
  const [values, setValues] = useState(EMPTY);
  const [role, setRole] = useState<string>(ROLES.seeker);
  const [shown, setShown] = useState<ReadonlySet<AuthField>>(new Set());
  const [failure, setFailure] = useState<unknown>(null);
  const [submitting, setSubmitting] = useState(false);
  const registering = mode === 'register';
  const captchaId = captcha.captcha?.captchaId;
  const problems = formProblems(values, registering);
  const valid = Object.values(problems).every((problem) => problem === undefined);

  const show = (field: AuthField) => setShown((was) => (was.has(field) ? was : new Set([...was, field])));
  const problemOf = (field: AuthField) => {
    const key = problems[field];
    const visible = shown.has(field) || (field === 'confirm' && values.confirm.length >= PASSWORD_MIN);
    return key && visible ? messageText(key, language) : undefined;
  };
  const fieldProps = (field: AuthField) => ({
    id: `auth_${field}`,
    value: values[field],
    problem: problemOf(field),
    onChange: (value: string) => {
      setValues((was) => ({ ...was, [field]: value }));
      setFailure(null);
    },
    onBlur: () => show(field),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting || !captchaId) return;
    setShown(new Set(FIELDS));
    if (!valid) {
      const first = FIELDS.find((field) => problems[field]);
      document.getElementById(`auth_${first}`)?.focus();
      return;
    }
    setFailure(null);
    setSubmitting(true);
    const body = {
      mobile: values.mobile.trim(),
      password: values.password,
      captcha: values.captcha.trim(),
      captcha_id: captchaId,
    };
    try {
      const result = registering
        ? await register({ ...body, role: role === ROLES.hr ? ROLES.hr : ROLES.seeker, language })
        : await login(body);
      saveLogin(result);
      // Back to the page the visitor was sent here from (`?next=`), else the role's landing page; the route guard
      // still checks the role there.
      await host.enter(
        afterLoginPath(window.location.search, result.role),
        t(registering ? 'success.register' : 'success.login'),
      );
    } catch (error) {
      setFailure(error);
      // A new captcha to type: its emptied field says nothing until it is left again.
      setValues((was) => ({ ...was, captcha: '' }));
      setShown((was) => new Set([...was].filter((field) => field !== 'captcha')));
      captcha.reset();
      setSubmitting(false);
    }
  }

  const passwordIcon = <Icon icon={LockOutlined} className={styles.fieldIcon} />;
  return (
    <form name="auth" className={styles.form} noValidate onSubmit={submit} onFocus={host.prepare}>
      <TextField
        {...fieldProps('mobile')}
        label={t('fields.phone')}
        icon={<Icon icon={MobileOutlined} className={styles.fieldIcon} />}
        placeholder={t('fields.phonePlaceholder')}
        inputMode="numeric"
        autoComplete="tel"
        maxLength={11}
      />
      <TextField
        {...fieldProps('password')}
        label={t('fields.password')}
        icon={passwordIcon}
        placeholder={t('fields.passwordPlaceholder')}
        autoComplete={registering ? 'new-password' : 'current-password'}
        password
      />
      {registering && (
        <TextField
          {...fieldProps('confirm')}
          label={t('fields.confirm')}
          icon={passwordIcon}
          placeholder={t('fields.confirmPlaceholder')}
          autoComplete="new-password"
          password
        />
      )}
      <CaptchaField
        {...fieldProps('captcha')}
        state={captcha}
        placeholder={t('fields.captchaPlaceholder')}
        autoComplete="off"
        maxLength={16}
      />
      {registering && (
        <fieldset className={styles.roleSet}>
          <legend className={styles.label}>{t('fields.role')}</legend>
          <div className={styles.roles}>
            {[...REGISTRABLE_ROLES].reverse().map((code) => {
              const key = code === ROLES.hr ? 'hr' : 'seeker';
              return (
                <Choice
                  key={code}
                  name="role"
                  value={code}
                  checked={role === code}
                  onSelect={() => setRole(code)}
                  className={styles.roleOption}
                >
                  <span className={styles.roleName}>{t(`roles.${key}`)}</span>
                  <span className={styles.roleHint}>{t(`roles.${key}Hint`)}</span>
                </Choice>
              );
            })}
          </div>
        </fieldset>
      )}
      {failure !== null && (
        <div className={styles.alert} role="alert">
          <Icon icon={CloseCircleFilled} className={styles.alertIcon} />
          <span>{failureText(failure, language, t)}</span>
        </div>
      )}
      <button
        type="submit"
        className={styles.submit}
        aria-busy={submitting}
        disabled={submitting || (registering ? !(valid && captchaId) : captcha.status !== 'ready')}
      >
        {submitting && <span className={`${styles.spinner} ${styles.spinnerLight}`} aria-hidden="true" />}
        {t(registering ? 'submit.register' : 'submit.login')}
      </button>
      <p className={styles.switchLine}>
        {t(registering ? 'switch.toLogin' : 'switch.toRegister')}
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => onModeChange(registering ? 'login' : 'register')}
        >
          {t(registering ? 'switch.toLoginLink' : 'switch.toRegisterLink')}
        </button>
      </p>
    </form>
  );
}
