import { type JobDetail, listResumeParts, missingResumeParts, OPEN_DAYS, SubmitResumeBodySchema } from '@app/shared';
import { Alert, Form, InputNumber, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/feedback.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { translateMessage } from '../../../lib/messages.ts';
import { zodRule } from '../../../lib/zod-rule.ts';
import { useOwnResume } from '../../resumes/api.ts';
import type { useSubmitResume } from '../api.ts';

type Props = { job: JobDetail; submit: ReturnType<typeof useSubmitResume>; open: boolean; onClose: () => void };

/** The Submit Resume popup: the open days, or what the resume still lacks; a refusal in a dialog. */
export function ApplyDialog({ job, submit, open, onClose }: Props) {
  const { t } = useTranslation('jobs');
  const [form] = Form.useForm<{ open_days: number }>();
  const [modal, modalContext] = Modal.useModal();
  const resume = useOwnResume(open);
  // Without the resume (still loading, or its call failed) the server's own check still refuses an empty one.
  const missing = resume.data ? missingResumeParts(resume.data) : [];

  const confirm = async () => {
    // An invalid number shows its message beside the field; there is nothing to send.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await submit.mutateAsync({ hrId: job.uid, openDays: values.open_days });
      onClose();
      toast.success(t('apply.success'));
    } catch (error) {
      onClose();
      modal.error({ title: t('apply.failed'), content: errorMessage(error) });
    }
  };

  return (
    <>
      {modalContext}
      <Modal
        title={t('apply.title')}
        open={open}
        okText={t('apply.confirm')}
        onOk={confirm}
        confirmLoading={submit.isPending}
        okButtonProps={{ disabled: resume.isLoading || missing.length > 0 }}
        onCancel={onClose}
        destroyOnHidden
      >
        {missing.length > 0 && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('apply.incompleteTitle')}
            description={
              <>
                {t('apply.incompleteParts', { parts: listResumeParts(missing, currentLanguage()) })}{' '}
                <Link to="/user/resume">{t('apply.completeResume')}</Link>
              </>
            }
          />
        )}
        <Typography.Paragraph type="secondary">{t('apply.openDaysHint')}</Typography.Paragraph>
        <Form form={form} layout="vertical" initialValues={{ open_days: OPEN_DAYS.default }}>
          <Form.Item
            name="open_days"
            label={t('apply.openDays')}
            rules={[
              { required: true, message: translateMessage('openDaysInvalid') },
              zodRule(SubmitResumeBodySchema.shape.open_days),
            ]}
          >
            <InputNumber min={OPEN_DAYS.min} max={OPEN_DAYS.max} precision={0} suffix={t('apply.days')} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
