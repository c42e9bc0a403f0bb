import { BellOutlined } from '@ant-design/icons';
import { ROLES, SAVED_LIMITS } from '@app/shared';
import { Button, Checkbox, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/feedback.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useSaveSearch } from '../saved-api.ts';
import type { JobFilters } from '../search-params.ts';

type Values = { name: string; alert: boolean };

/** The query fields of the current /jobs search as the search call takes them (empty ones left out). */
export function savedQueryOf(filters: JobFilters) {
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim()) query[key] = value;
  }
  return query;
}

/** Saves the current /jobs search by name, its alert on unless unticked (ADR 0094); job seekers only. */
export function SaveSearchButton({ filters }: { filters: JobFilters }) {
  const { t } = useTranslation('jobs');
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const save = useSaveSearch();
  const seeker = useSession()?.role === ROLES.seeker;
  const submit = async (values: Values) => {
    try {
      await save.mutateAsync({ name: values.name, alert: values.alert, query: savedQueryOf(filters) });
      toast.success(t('saved.searchSaved'));
      setOpen(false);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  if (!seeker) return null;
  return (
    <>
      <Button icon={<BellOutlined />} onClick={() => setOpen(true)}>
        {t('saved.saveSearch')}
      </Button>
      <Modal
        open={open}
        title={t('saved.saveSearchTitle')}
        okText={t('saved.saveSearchOk')}
        cancelText={t('common:actions.cancel')}
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ name: filters.key_word?.trim() ?? '', alert: true }}
          onFinish={submit}
        >
          <Form.Item
            name="name"
            label={t('saved.searchName')}
            rules={[{ required: true, whitespace: true, message: t('saved.searchNameRequired') }]}
          >
            <Input maxLength={SAVED_LIMITS.searchName} placeholder={t('saved.searchNamePlaceholder')} />
          </Form.Item>
          <Form.Item name="alert" valuePropName="checked">
            <Checkbox>{t('saved.alertLabel')}</Checkbox>
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
