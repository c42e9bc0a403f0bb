import { EditOutlined, LockOutlined } from '@ant-design/icons';
import { APPLICANT_LIMITS, type Applicant } from '@app/shared';
import { Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/feedback.ts';
import { useSaveApplicantNote } from '../applicants-api.ts';

/** The HR's private note on one applicant: shown, edited in place, saved. */
export function ApplicantNote({ applicant }: { applicant: Applicant }) {
  const { t } = useTranslation('jobs');
  const save = useSaveApplicantNote();
  const [draft, setDraft] = useState<string | null>(null);

  async function submit() {
    if (draft === null) return;
    try {
      await save.mutateAsync({ application_id: applicant.id, note: draft });
      toast.success(t('applicants.noteSaved'));
      setDraft(null);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  if (draft !== null) {
    return (
      <div style={{ marginTop: 8 }}>
        <Input.TextArea
          aria-label={t('applicants.note')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={APPLICANT_LIMITS.note}
          showCount
          autoSize={{ minRows: 2, maxRows: 6 }}
          placeholder={t('applicants.notePlaceholder')}
        />
        <Space style={{ marginTop: 8 }}>
          <Button type="primary" size="small" loading={save.isPending} onClick={submit}>
            {t('applicants.saveNote')}
          </Button>
          <Button size="small" onClick={() => setDraft(null)}>
            {t('applicants.cancel')}
          </Button>
        </Space>
      </div>
    );
  }

  return (
    <div style={{ marginTop: 8 }}>
      {applicant.hr_note && (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }}>
          <LockOutlined title={t('applicants.notePrivate')} /> {applicant.hr_note}
        </Typography.Paragraph>
      )}
      <Button size="small" type="link" icon={<EditOutlined />} onClick={() => setDraft(applicant.hr_note)}>
        {applicant.hr_note ? t('applicants.editNote') : t('applicants.addNote')}
      </Button>
    </div>
  );
}
