import { OIL_SIGNUP_GRANT } from '@app/shared';
import { Button, Card, Form, InputNumber, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMessageApi } from '../../../lib/feedback.ts';
import { useOilSettings, useUpdateOilSettings } from '../api.ts';

/**
 * The oil a new account gets at sign-up (ADR 0099): job seekers and HR alike, written with the account; 0 turns it
 * off. Saving is audited.
 */
export function SignupOilCard() {
  const { t } = useTranslation('admin-standards');
  const message = useMessageApi();
  const settings = useOilSettings();
  const update = useUpdateOilSettings();
  const [form] = Form.useForm<{ signup_grant: number }>();
  const current = settings.data?.signup_grant;

  useEffect(() => {
    if (current !== undefined) form.setFieldsValue({ signup_grant: current });
  }, [current, form]);

  async function save({ signup_grant }: { signup_grant: number }) {
    try {
      await update.mutateAsync({ signup_grant });
      message.success(t('signupOil.saved', { amount: signup_grant }));
    } catch (error) {
      message.error(errorMessage(error));
    }
  }

  return (
    <Card size="small" title={t('signupOil.title')}>
      <Typography.Paragraph type="secondary">{t('signupOil.lead')}</Typography.Paragraph>
      <Form form={form} layout="inline" onFinish={save} aria-label={t('signupOil.title')}>
        <Form.Item
          name="signup_grant"
          label={t('signupOil.amount')}
          rules={[
            {
              required: true,
              type: 'integer',
              min: 0,
              max: OIL_SIGNUP_GRANT.max,
              message: t('signupOil.invalid', { max: OIL_SIGNUP_GRANT.max }),
            },
          ]}
        >
          <InputNumber min={0} max={OIL_SIGNUP_GRANT.max} precision={0} disabled={settings.isLoading} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={update.isPending} disabled={settings.isError}>
              {t('signupOil.save')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      {settings.isError && <Typography.Text type="danger">{t('signupOil.loadFailed')}</Typography.Text>}
    </Card>
  );
}
