import { LockOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import {
  CaptchaAnswerSchema,
  type LoginResult,
  PasswordSchema,
  PhoneSchema,
  REGISTRABLE_ROLES,
  RegisterFormSchema,
  ROLES,
} from '@app/shared';
import { Alert, Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMessageApi } from '../../../lib/feedback.ts';
import { saveLogin } from '../../../lib/session.ts';
import { clearExpiredNotice } from '../../../lib/session-expiry.ts';
import { zodFieldRule, zodRule } from '../../../lib/zod-rule.ts';
import { login, register } from '../api.ts';
import styles from '../pages/login-page.module.css';
import { CaptchaImage } from './captcha-image.tsx';
import { useCaptcha } from './use-captcha.ts';

export type AuthMode = 'login' | 'register';

type Values = { mobile?: string; password?: string; confirm?: string; captcha?: string; role?: string };

const phoneRule = zodRule(PhoneSchema);
const passwordRule = zodRule(PasswordSchema);
const captchaRule = zodRule(CaptchaAnswerSchema);

/** After login an admin goes to /admin/dashboard, anyone else to /home; after registering, /home. */
function landingOf(mode: AuthMode, result: LoginResult): string {
  return mode === 'login' && result.role === ROLES.admin ? '/admin/dashboard' : '/home';
}

/** Phone, password and captcha (+ confirm and role to register), sent as multipart (SPEC §7). */
export function AuthForm({ mode, onModeChange }: { mode: AuthMode; onModeChange: (mode: AuthMode) => void }) {
  const { t } = useTranslation('auth');
  const message = useMessageApi();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha();
  const [error, setError] = useState<unknown>(null);
  const [submitting, setSubmitting] = useState(false);
  const values = Form.useWatch((all: Values) => all, form) ?? {};
  const captchaId = captcha.captcha?.captchaId;
  const registering = mode === 'register';

  const confirmRule = zodFieldRule(RegisterFormSchema, 'confirm', () => ({ captcha_id: captchaId }));
  const canRegister = RegisterFormSchema.safeParse({
    ...values,
    role: values.role ?? ROLES.seeker,
    captcha_id: captchaId,
  }).success;

  async function submit(input: Values) {
    if (!captchaId) return;
    setError(null);
    setSubmitting(true);
    const body = {
      mobile: (input.mobile ?? '').trim(),
      password: input.password ?? '',
      captcha: (input.captcha ?? '').trim(),
      captcha_id: captchaId,
    };
    try {
      const result = registering
        ? await register({ ...body, role: input.role === ROLES.hr ? ROLES.hr : ROLES.seeker })
        : await login(body);
      saveLogin(result);
      clearExpiredNotice();
      message.success(t(registering ? 'success.register' : 'success.login'));
      navigate(landingOf(mode, result), { replace: true });
    } catch (failure) {
      setError(failure);
      form.setFieldValue('captcha', '');
      captcha.reset();
    } finally {
      setSubmitting(false);
    }
  }

  function switchMode(next: AuthMode) {
    setError(null);
    form.resetFields(['password', 'confirm']);
    onModeChange(next);
  }

  return (
    <Form
      form={form}
      name="auth"
      layout="vertical"
      size="large"
      requiredMark={false}
      validateTrigger="onBlur"
      initialValues={{ role: ROLES.seeker }}
      onFinish={submit}
      onValuesChange={() => error && setError(null)}
      className={styles.form}
    >
      <Form.Item label={t('fields.phone')} name="mobile" rules={[phoneRule]}>
        <Input
          prefix={<MobileOutlined className={styles.fieldIcon} />}
          placeholder={t('fields.phonePlaceholder')}
          inputMode="numeric"
          autoComplete="tel"
          maxLength={11}
        />
      </Form.Item>
      <Form.Item label={t('fields.password')} name="password" rules={[passwordRule]}>
        <Input.Password
          prefix={<LockOutlined className={styles.fieldIcon} />}
          placeholder={t('fields.passwordPlaceholder')}
          autoComplete={registering ? 'new-password' : 'current-password'}
        />
      </Form.Item>
      {registering && (
        <Form.Item label={t('fields.confirm')} name="confirm" rules={[confirmRule]} dependencies={['password']}>
          <Input.Password
            prefix={<LockOutlined className={styles.fieldIcon} />}
            placeholder={t('fields.confirmPlaceholder')}
            autoComplete="new-password"
          />
        </Form.Item>
      )}
      <Form.Item
        label={t('fields.captcha')}
        htmlFor="auth_captcha"
        required
        extra={
          captcha.status === 'ready' ? (
            <span className={styles.countdown} data-testid="captcha-countdown">
              {t('captcha.countdown', { seconds: captcha.secondsLeft })}
              <span className={styles.dotSep}>·</span>
              {t('captcha.refreshHint')}
            </span>
          ) : null
        }
      >
        <div className={styles.captchaRow}>
          <Form.Item name="captcha" rules={[captchaRule]} noStyle>
            <Input
              id="auth_captcha"
              prefix={<SafetyOutlined className={styles.fieldIcon} />}
              placeholder={t('fields.captchaPlaceholder')}
              autoComplete="off"
              maxLength={16}
            />
          </Form.Item>
          <CaptchaImage state={captcha} />
        </div>
      </Form.Item>
      {registering && (
        <Form.Item label={t('fields.role')} name="role">
          <Radio.Group className={styles.roles}>
            {[...REGISTRABLE_ROLES].reverse().map((role) => {
              const key = role === ROLES.hr ? 'hr' : 'seeker';
              return (
                <Radio.Button key={role} value={role} className={styles.roleOption}>
                  <span className={styles.roleName}>{t(`roles.${key}`)}</span>
                  <span className={styles.roleHint}>{t(`roles.${key}Hint`)}</span>
                </Radio.Button>
              );
            })}
          </Radio.Group>
        </Form.Item>
      )}
      {error !== null && (
        <Alert type="error" showIcon title={errorMessage(error)} className={styles.alert} role="alert" />
      )}
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={submitting}
        disabled={registering ? !canRegister : captcha.status !== 'ready'}
        className={styles.submit}
      >
        {t(registering ? 'submit.register' : 'submit.login')}
      </Button>
      <p className={styles.switchLine}>
        {t(registering ? 'switch.toLogin' : 'switch.toRegister')}
        <Button type="link" onClick={() => switchMode(registering ? 'login' : 'register')}>
          {t(registering ? 'switch.toLoginLink' : 'switch.toRegisterLink')}
        </Button>
      </p>
    </Form>
  );
}
