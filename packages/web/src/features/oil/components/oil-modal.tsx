import { type AdminUser, GrantOilBodySchema, OIL_LIMITS } from '@app/shared';
import { Form, Input, InputNumber, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/feedback.ts';
import { zodFieldRule } from '../../../lib/zod-rule.ts';
import { useGrantOil } from '../api.ts';

type Values = { amount: number; reason: string };

/** Grant (a positive amount) or deduct (a negative one) oil with a reason; checked as the server checks it. */
export function OilModal({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation('admin-users');
  const [form] = Form.useForm<Values>();
  const grant = useGrantOil();
  const rule = (field: 'amount' | 'reason') => [zodFieldRule(GrantOilBodySchema, field, () => ({ user_id: user?.id }))];

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !user) return;
    try {
      const { balance } = await grant.mutateAsync({
        user_id: user.id,
        amount: values.amount,
        reason: values.reason.trim(),
      });
      toast.success(t(values.amount > 0 ? 'oil.granted' : 'oil.deducted', { balance }));
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <Modal
      open={user !== null}
      title={user ? t('oil.title', { name: user.nick_name }) : ''}
      okText={t('oil.ok')}
      cancelText={t('no')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={grant.isPending}
      destroyOnHidden
    >
      <p>{t('oil.balance', { count: user?.crude_num ?? 0 })}</p>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="amount" label={t('oil.amount')} extra={t('oil.amountHint')} rules={rule('amount')}>
          <InputNumber<number>
            style={{ width: '100%' }}
            precision={0}
            min={-OIL_LIMITS.maxChange}
            max={OIL_LIMITS.maxChange}
          />
        </Form.Item>
        <Form.Item name="reason" label={t('oil.reason')} extra={t('oil.reasonHint')} rules={rule('reason')}>
          <Input.TextArea rows={2} maxLength={OIL_LIMITS.reason} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
