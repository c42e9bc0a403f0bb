import { isEmptySavedSearch, SAVED_LIMITS } from '@app/shared';
import { Checkbox, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/feedback.ts';
import { useSavedSearches, useSaveSearch } from '../saved-api.ts';

type Values = { name: string; alert: boolean };

/**
 * The save-search dialog: a name (the search's keyword to start with) and the alert, on unless unticked. As the
 * server does, it refuses a search with no keyword and no filter and a name the seeker already uses.
 */
type Props = { query: Record<string, unknown>; keyword: string; open: boolean; onClose: () => void };

export function SaveSearchDialog({ query, keyword, open, onClose }: Props) {
  const { t } = useTranslation(['jobs', 'common']);
  const [form] = Form.useForm<Values>();
  const save = useSaveSearch();
  const existing = useSavedSearches(open).data ?? [];
  const empty = isEmptySavedSearch(query);
  const nameTaken = (name: unknown) =>
    typeof name === 'string' && existing.some((search) => search.name.toLowerCase() === name.trim().toLowerCase());
  const submit = async (values: Values) => {
    try {
      await save.mutateAsync({ name: values.name, alert: values.alert, query });
      toast.success(t('saved.searchSaved'));
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <Modal
      open={open}
      title={t('saved.saveSearchTitle')}
      okText={t('saved.saveSearchOk')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      okButtonProps={{ disabled: empty }}
      onCancel={onClose}
      destroyOnHidden
    >
      {empty && <p role="alert">{t('saved.searchEmpty')}</p>}
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ name: keyword, alert: true }}
        onFinish={submit}
      >
        <Form.Item
          name="name"
          label={t('saved.searchName')}
          rules={[
            { required: true, whitespace: true, message: t('saved.searchNameRequired') },
            {
              validator: async (_, name) => {
                if (nameTaken(name)) throw new Error(t('saved.searchNameTaken'));
              },
            },
          ]}
        >
          <Input maxLength={SAVED_LIMITS.searchName} placeholder={t('saved.searchNamePlaceholder')} />
        </Form.Item>
        <Form.Item name="alert" valuePropName="checked">
          <Checkbox>{t('saved.alertLabel')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
