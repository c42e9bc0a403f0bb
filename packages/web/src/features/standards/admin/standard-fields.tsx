import { STANDARD_LIMITS, UpdateStandardBodySchema } from '@app/shared';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/zod-rule.ts';

/** The text fields of a standard (the upload's and the edit's). */
export type StandardFieldValues = {
  ch_name: string;
  en_name: string;
  ver: string;
  comment: string;
  description?: string;
  crude_num: number;
};

const shape = UpdateStandardBodySchema.shape;
const rules = {
  ch_name: [zodRule(shape.ch_name)],
  en_name: [zodRule(shape.en_name)],
  ver: [zodRule(shape.ver)],
  comment: [zodRule(shape.comment)],
  description: [zodRule(shape.description)],
  crude_num: [zodRule(shape.crude_num)],
};

/** Names, version, comment, description and price, checked by the server's own rules (`STANDARD_LIMITS`). */
export function StandardFields() {
  const { t } = useTranslation('admin-standards');
  return (
    <>
      <Form.Item name="ch_name" label={t('fields.ch_name')} rules={rules.ch_name} required>
        <Input maxLength={STANDARD_LIMITS.chName} />
      </Form.Item>
      <Form.Item name="en_name" label={t('fields.en_name')} rules={rules.en_name} required>
        <Input maxLength={STANDARD_LIMITS.enName} />
      </Form.Item>
      <Form.Item name="ver" label={t('fields.ver')} rules={rules.ver} required>
        <Input maxLength={STANDARD_LIMITS.ver} />
      </Form.Item>
      <Form.Item name="comment" label={t('fields.comment')} rules={rules.comment} required>
        <Input maxLength={STANDARD_LIMITS.comment} />
      </Form.Item>
      <Form.Item name="description" label={t('fields.description')} rules={rules.description}>
        <Input.TextArea rows={3} maxLength={STANDARD_LIMITS.description} showCount />
      </Form.Item>
      <Form.Item
        name="crude_num"
        label={t('fields.price')}
        extra={t('fields.priceHint')}
        rules={rules.crude_num}
        required
      >
        <InputNumber min={0} max={STANDARD_LIMITS.maxPrice} precision={0} style={{ width: 200 }} />
      </Form.Item>
    </>
  );
}

/** "1.2 MB", "36 KB". */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
