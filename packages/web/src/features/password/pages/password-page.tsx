import { PasswordChangeSchema } from '@app/shared';
import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMessageApi } from '../../../lib/feedback.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { zodFieldRule } from '../../../lib/zod-rule.ts';
import { useChangePassword } from '../api.ts';

type Values = { old_password?: string; new_password?: string; confirm_password?: string };

/** Field, label key, autocomplete hint, and the field whose change re-checks it. */
const FIELDS = [
  ['old_password', 'old', 'current-password', null],
  ['new_password', 'new', 'new-password', 'old_password'],
  ['confirm_password', 'confirm', 'new-password', 'new_password'],
] as const;

/**
 * /user/password (docs/product/accounts-and-login.md#password-change): old, new and confirm, each at least 10
 * characters; confirm must match.
 */
export function PasswordPage() {
  const { t } = useTranslation(['account', 'layout']);
  usePageTitle(t('layout:user.password'));
  const message = useMessageApi();
  const [form] = Form.useForm<Values>();
  const change = useChangePassword();

  async function submit(values: Values) {
    try {
      await change.mutateAsync({
        old_password: values.old_password ?? '',
        new_password: values.new_password ?? '',
        confirm_password: values.confirm_password ?? '',
      });
      message.success(t('password.changed'));
      form.resetFields();
    } catch (error) {
      message.error(errorMessage(error));
    }
  }

  return (
    <Card title={t('password.title')}>
      <Form
        form={form}
        name="password"
        layout="vertical"
        onFinish={submit}
        validateTrigger="onBlur"
        style={{ maxWidth: 420 }}
      >
        {FIELDS.map(([name, label, autoComplete, dependsOn]) => (
          <Form.Item
            key={name}
            label={t(`password.${label}`)}
            name={name}
            rules={[zodFieldRule(PasswordChangeSchema, name)]}
            required
            dependencies={dependsOn ? [dependsOn] : undefined}
          >
            <Input.Password autoComplete={autoComplete} />
          </Form.Item>
        ))}
        <p style={{ color: '#667085' }}>{t('password.hint')}</p>
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          {t('password.submit')}
        </Button>
      </Form>
    </Card>
  );
}
