import { type ADMIN_USER_ROLES, type AdminUser, codeOptions, labelOf, ROLE_LABELS } from '@app/shared';
import { Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/feedback.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useChangeRole } from './admin-api.ts';

type Role = (typeof ADMIN_USER_ROLES)[number];

/** A user's role as a select: choosing another asks for confirmation, then changes it on the server. */
export function RoleSelect({ user, self }: { user: AdminUser; self: boolean }) {
  const { t } = useTranslation('admin-users');
  const language = useLanguage();
  const changeRole = useChangeRole();
  const [modal, modalContext] = Modal.useModal();

  const choose = (role: Role) => {
    if (role === user.role) return;
    void modal.confirm({
      title: t('role.confirm', { name: user.nick_name, role: labelOf(ROLE_LABELS, role, language) }),
      content: t('role.hint'),
      okText: t('role.ok'),
      cancelText: t('no'),
      onOk: async () => {
        try {
          await changeRole.mutateAsync({ user_id: user.id, role });
          toast.success(t('role.done'));
        } catch (error) {
          toast.error(errorMessage(error));
        }
      },
    });
  };

  return (
    <>
      {modalContext}
      <Select<Role>
        size="small"
        style={{ minWidth: 130 }}
        aria-label={t('role.label', { name: user.nick_name })}
        value={user.role}
        disabled={self}
        loading={changeRole.isPending}
        options={codeOptions(ROLE_LABELS, language)}
        onChange={choose}
      />
    </>
  );
}
