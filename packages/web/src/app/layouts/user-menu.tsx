import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { logout } from '../../features/auth/api.ts';
import { useGo } from '../../lib/use-go.ts';
import { useSession } from '../../lib/use-session.ts';
import styles from './layouts.module.css';

type Props = { avatarUrl?: string };

/** Avatar + nickname with "My account" and "Log out". */
export function UserMenu({ avatarUrl }: Props) {
  const { t } = useTranslation('layout');
  const session = useSession();
  const go = useGo();
  const items = [
    { key: 'account', icon: <UserOutlined />, label: t('header.myAccount') },
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('header.logout'), danger: true },
  ];
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{ items, onClick: ({ key }) => (key === 'logout' ? void logout() : go('/user')) }}
    >
      <button
        type="button"
        className={styles.userButton}
        data-testid="user-menu"
        aria-haspopup="menu"
        // On narrow screens only the avatar shows: the button still says whose account it opens.
        aria-label={[session?.nickName, t('header.myAccount')].filter(Boolean).join(' ')}
      >
        <Avatar
          size={32}
          src={avatarUrl || session?.profile || undefined}
          icon={<UserOutlined />}
          alt=""
          className={styles.userAvatar}
        />
        <span className={styles.nickName}>{session?.nickName}</span>
        <DownOutlined className={styles.caret} />
      </button>
    </Dropdown>
  );
}
