import { type JobDetail, listResumeParts, missingResumeParts, OPEN_DAYS, SubmitResumeBodySchema } from '@app/shared';
import { Alert, Button, Form, InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/feedback.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { translateMessage } from '../../../lib/messages.ts';
import { zodRule } from '../../../lib/zod-rule.ts';
import { useOwnResume } from '../../resumes/api.ts';
import { useSubmitResume } from '../api.ts';
import styles from '../jobs.module.css';
import { isRecruiting } from '../labels.ts';

/**
 * The floating Submit Resume button of SPEC §2 "Job detail": a popup sets the open days (1-365,
 * default 7); afterwards the button says Submitted (the server remembers, so it survives a reload).
 * A refusal shows the server's message in the current language (SPEC §8). A resume still missing parts an
 * application needs (ADR 0093) is said in the popup, with a link to fill it in, and nothing is sent.
 */
export function ApplyButton({ job }: { job: JobDetail }) {
  const { t } = useTranslation('jobs');
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ open_days: number }>();
  const submit = useSubmitResume(job.id);
  const [modal, modalContext] = Modal.useModal();
  const resume = useOwnResume(open);
  // Without the resume (still loading, or its call failed) the server's own check still refuses an empty one.
  const missing = resume.data ? missingResumeParts(resume.data) : [];

  const submitted = Boolean(job.application) || submit.isSuccess;
  const ended = !isRecruiting(job.status);

  const confirm = async () => {
    // An invalid number shows its message beside the field; there is nothing to send.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await submit.mutateAsync({ hrId: job.uid, openDays: values.open_days });
      setOpen(false);
      toast.success(t('apply.success'));
    } catch (error) {
      setOpen(false);
      modal.error({ title: t('apply.failed'), content: errorMessage(error) });
    }
  };

  return (
    <>
      {modalContext}
      <Button
        type="primary"
        size="large"
        className={styles.fab}
        disabled={submitted || ended}
        onClick={() => setOpen(true)}
      >
        {submitted ? t('apply.submitted') : ended ? t('apply.ended') : t('apply.button')}
      </Button>
      <Modal
        title={t('apply.title')}
        open={open}
        okText={t('apply.confirm')}
        onOk={confirm}
        confirmLoading={submit.isPending}
        okButtonProps={{ disabled: resume.isLoading || missing.length > 0 }}
        onCancel={() => setOpen(false)}
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
