import { BID_LIMITS, type BidDetail, type BidFieldsInput, BidFieldsSchema, bidToday } from '@app/shared';
import { DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMessageApi } from '../../../lib/feedback.ts';
import { zodFieldRule } from '../../../lib/zod-rule.ts';
import { type BidSummary, useCreateBid, useUpdateBid } from './admin-api.ts';

const DAY = 'YYYY-MM-DD';

const valuesOf = (bid: BidSummary | null): BidFieldsInput =>
  bid
    ? { title: bid.title, client_name: bid.client_name, note: bid.note, expires_at: bid.expires_on }
    : { title: '', client_name: '', note: '', expires_at: '' };

type Props = {
  /** Open for a new bid (`bid` null) or to edit `bid`. */
  open: boolean;
  bid: BidSummary | null;
  onClose: () => void;
  /** The saved bid (a new one goes on to its engineers). */
  onSaved?: (bid: BidDetail) => void;
};

/** Title, client, note and the last day the code works; the same rules as the server (BidFieldsSchema). */
export function BidFormModal({ open, bid, onClose, onSaved }: Props) {
  const { t } = useTranslation(['admin-bids', 'common']);
  const message = useMessageApi();
  const create = useCreateBid();
  const update = useUpdateBid();
  const [form] = Form.useForm<BidFieldsInput>();
  const rule = (field: keyof BidFieldsInput) => zodFieldRule(BidFieldsSchema, field);

  async function save(values: BidFieldsInput) {
    const fields = { ...values, note: values.note ?? '' };
    try {
      const saved = bid ? await update.mutateAsync({ id: bid.id, ...fields }) : await create.mutateAsync(fields);
      message.success(t(bid ? 'form.updated' : 'form.created'));
      onClose();
      onSaved?.(saved);
    } catch (error) {
      message.error(errorMessage(error));
    }
  }

  return (
    <Modal
      title={bid ? t('form.editTitle', { title: bid.title }) : t('form.createTitle')}
      open={open}
      okText={t('form.save')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: create.isPending || update.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={560}
      destroyOnHidden
    >
      <Form<BidFieldsInput>
        form={form}
        name="bid-form"
        layout="vertical"
        preserve={false}
        initialValues={valuesOf(bid)}
        onFinish={save}
      >
        <Form.Item name="title" label={t('fields.title')} required rules={[rule('title')]}>
          <Input maxLength={BID_LIMITS.title} showCount />
        </Form.Item>
        <Form.Item name="client_name" label={t('fields.client')} required rules={[rule('client_name')]}>
          <Input maxLength={BID_LIMITS.clientName} />
        </Form.Item>
        <Form.Item name="note" label={t('fields.note')} rules={[rule('note')]}>
          <Input.TextArea maxLength={BID_LIMITS.note} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <Form.Item
          name="expires_at"
          label={t('fields.expiry')}
          extra={t('fields.expiryHint')}
          required
          rules={[rule('expires_at')]}
          getValueProps={(value: string) => ({ value: value ? dayjs(value, DAY) : undefined })}
          normalize={(value: Dayjs | null) => (value ? value.format(DAY) : '')}
        >
          <DatePicker
            format={DAY}
            style={{ width: '100%' }}
            disabledDate={(day) => day.format(DAY) < bidToday()}
            aria-label={t('fields.expiry')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
