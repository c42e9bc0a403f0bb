import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMessageApi } from '../../../lib/feedback.ts';
import { type AdminStandard, useUpdateStandard } from './admin-api.ts';
import { StandardFields, type StandardFieldValues } from './standard-fields.tsx';

const valuesOf = (standard: AdminStandard): StandardFieldValues => ({
  ch_name: standard.ch_name,
  en_name: standard.en_name,
  ver: standard.ver,
  comment: standard.comment,
  description: standard.description,
  crude_num: standard.crude_num,
});

/** Names, description and price of a standard; a new price applies to later purchases. */
export function EditStandardModal({ standard, onClose }: { standard: AdminStandard | null; onClose: () => void }) {
  const { t } = useTranslation(['admin-standards', 'common']);
  const message = useMessageApi();
  const update = useUpdateStandard();
  const [form] = Form.useForm<StandardFieldValues>();

  async function save(values: StandardFieldValues) {
    if (!standard) return;
    try {
      await update.mutateAsync({ id: standard.id, ...values, description: values.description ?? '' });
      message.success(t('edit.done'));
      onClose();
    } catch (error) {
      message.error(errorMessage(error));
    }
  }

  return (
    <Modal
      title={standard ? t('edit.title', { name: standard.ch_name }) : ''}
      open={standard !== null}
      okText={t('edit.save')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: update.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={560}
      destroyOnHidden
    >
      {standard && (
        <Form<StandardFieldValues>
          form={form}
          name="standard-edit"
          layout="vertical"
          preserve={false}
          initialValues={valuesOf(standard)}
          onFinish={save}
        >
          <StandardFields />
        </Form>
      )}
    </Modal>
  );
}
