import type { AdminUser } from '@app/shared';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/feedback.ts';
import { useChangeDisabled, useResetPassword } from './admin-api.ts';

type Props = {
  user: AdminUser;
  /** The signed-in administrator's own row: no disabling nor reset here (the server refuses them too). */
  self: boolean;
  onPassword: (user: AdminUser, password: string) => void;
  onOil: (user: AdminUser) => void;
};

/** A row's actions: disable or enable, reset the password, grant or deduct oil; destructive ones ask first. */
export function UserActions({ user, self, onPassword, onOil }: Props) {
  const { t } = useTranslation('admin-users');
  const changeDisabled = useChangeDisabled();
  const reset = useResetPassword();
  const next = user.disabled ? 'enable' : 'disable';

  const toggle = async () => {
    try {
      await changeDisabled.mutateAsync({ user_id: user.id, disabled: user.disabled ? 0 : 1 });
      toast.success(t(`${next}.done`));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  const resetPassword = async () => {
    try {
      const { password } = await reset.mutateAsync({ user_id: user.id });
      onPassword(user, password);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <Space size={4} wrap>
      <Popconfirm
        title={t(`${next}.confirm`, { name: user.nick_name })}
        description={t(`${next}.hint`)}
        okText={t('yes')}
        cancelText={t('no')}
        okButtonProps={{ danger: next === 'disable' }}
        onConfirm={toggle}
        disabled={self}
      >
        <Button size="small" danger={next === 'disable'} disabled={self} loading={changeDisabled.isPending}>
          {t(`${next}.action`)}
        </Button>
      </Popconfirm>
      <Popconfirm
        title={t('reset.confirm', { name: user.nick_name })}
        description={t('reset.hint')}
        okText={t('yes')}
        cancelText={t('no')}
        onConfirm={resetPassword}
        disabled={self}
      >
        <Button size="small" disabled={self} loading={reset.isPending}>
          {t('reset.action')}
        </Button>
      </Popconfirm>
      <Button size="small" onClick={() => onOil(user)}>
        {t('oil.action')}
      </Button>
    </Space>
  );
}
