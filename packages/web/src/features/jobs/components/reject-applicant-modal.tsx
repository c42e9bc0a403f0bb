import { APPLICANT_LIMITS, type Applicant } from '@app/shared';
import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  applicant: Applicant | null;
  pending: boolean;
  onConfirm: (applicant: Applicant, reason: string) => void;
  onCancel: () => void;
};

/** Asks the HR why before rejecting an applicant; the reason (optional) is sent to the job seeker. */
export function RejectApplicantModal({ applicant, pending, onConfirm, onCancel }: Props) {
  const { t } = useTranslation('jobs');
  const [reason, setReason] = useState('');
  return (
    <Modal
      open={applicant !== null}
      title={t('applicants.rejectTitle', { name: applicant?.nick_name || t('placeholders.noName') })}
      okText={t('applicants.rejectConfirm')}
      cancelText={t('applicants.cancel')}
      okButtonProps={{ danger: true, loading: pending }}
      onOk={() => applicant && onConfirm(applicant, reason.trim())}
      onCancel={onCancel}
      afterClose={() => setReason('')}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('applicants.rejectHint')}</Typography.Paragraph>
      <Input.TextArea
        aria-label={t('applicants.rejectReason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={APPLICANT_LIMITS.rejectReason}
        showCount
        autoSize={{ minRows: 3, maxRows: 6 }}
        placeholder={t('applicants.rejectReasonPlaceholder')}
      />
    </Modal>
  );
}
