import { type HrJobOption, MESSAGES, VIEW_REQUEST_LIMITS } from '@app/shared';
import { Form, Input, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMessageApi } from '../../../lib/feedback.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { TALENT_ERROR_SECONDS, useRequestResumeView, type ViewTarget } from '../api.ts';

type Values = { job_id?: number; message?: string };

type Props = {
  target: ViewTarget | null;
  /** The HR's own jobs (GET /hr/get/release/jobs); the request may name one, or none. */
  jobs: HrJobOption[];
  onClose: () => void;
};

/**
 * The apply-to-view dialog of a closed resume (docs/product/talents-and-view-permissions.md#view-requests): one of the
 * HR's jobs (optional) and a message (required, not blank). Used by /talents, the HR's home page and /talent/{id}.
 */
export function ApplyViewDialog({ target, jobs, onClose }: Props) {
  const { t } = useTranslation(['talents', 'common']);
  const language = useLanguage();
  const message = useMessageApi();
  const [form] = Form.useForm<Values>();
  const send = useRequestResumeView();

  async function submit(values: Values) {
    if (!target) return;
    try {
      await send.mutateAsync({
        hunterId: target.id,
        jobId: values.job_id,
        message: values.message ?? '',
      });
      message.success(MESSAGES.viewRequestSent[language]);
      onClose();
    } catch (error) {
      message.open({ type: 'error', content: errorMessage(error, t('apply.failed')), duration: TALENT_ERROR_SECONDS });
    }
  }

  return (
    <Modal
      open={target !== null}
      title={t('apply.title')}
      okText={t('apply.submit')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: send.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {target?.name ? t('apply.intro', { name: target.name }) : t('apply.introUnnamed')}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark="optional">
        <Form.Item name="job_id" label={t('apply.job')}>
          <Select
            allowClear
            placeholder={t('apply.jobPlaceholder')}
            options={jobs.map((job) => ({ value: job.id, label: job.title }))}
            notFoundContent={t('apply.noJobs')}
          />
        </Form.Item>
        <Form.Item
          name="message"
          label={t('apply.message')}
          rules={[{ required: true, whitespace: true, message: t('apply.messageRequired') }]}
        >
          <Input.TextArea
            maxLength={VIEW_REQUEST_LIMITS.message}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
            placeholder={t('apply.messagePlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
