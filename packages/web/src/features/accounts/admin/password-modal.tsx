import { Alert, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The temporary password of a reset, shown once with a copy button; nothing keeps it after closing. */
export function PasswordModal({
  name,
  password,
  onClose,
}: {
  name: string;
  password: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-users');
  return (
    <Modal
      open={password !== null}
      title={t('reset.title', { name })}
      onCancel={onClose}
      onOk={onClose}
      okText={t('reset.close')}
      cancelButtonProps={{ style: { display: 'none' } }}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Typography.Paragraph copyable={{ text: password ?? '' }} style={{ fontSize: 20 }}>
        <Typography.Text code>{password}</Typography.Text>
      </Typography.Paragraph>
      <Alert type="warning" showIcon title={t('reset.note')} />
    </Modal>
  );
}
