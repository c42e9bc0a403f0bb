import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/light/bits.tsx';
import { Icon } from '../../components/light/icon.tsx';
import { MenuButton } from '../../components/light/menu-button.tsx';
import { logout } from '../../features/auth/api.ts';
import { useGo } from '../../lib/use-go.ts';
import { useSession } from '../../lib/use-session.ts';
import styles from './layouts.module.css';

type Props = { avatarUrl?: string };

/** Avatar + nickname with "My account" and "Log out" (a plain menu, no antd: ADR 0097). */
export function UserMenu({ avatarUrl }: Props) {
  const { t } = useTranslation('layout');
  const session = useSession();
  const go = useGo();
  // On narrow screens only the avatar shows: the button still says whose account it opens.
  const name = [session?.nickName, t('header.myAccount')].filter(Boolean).join(' ');
  return (
    <MenuButton
      label={t('header.myAccount')}
      items={[
        { key: 'account', icon: <Icon icon={UserOutlined} />, label: t('header.myAccount') },
        { key: 'divider', divider: true },
        { key: 'logout', icon: <Icon icon={LogoutOutlined} />, label: t('header.logout'), danger: true },
      ]}
      onSelect={(key) => (key === 'logout' ? void logout() : go('/user'))}
      button={(props) => (
        <button {...props} type="button" className={styles.userButton} data-testid="user-menu" aria-label={name}>
          <Avatar
            size={32}
            src={avatarUrl || session?.profile || undefined}
            icon={<Icon icon={UserOutlined} />}
            className={styles.userAvatar}
          />
          <span className={styles.nickName}>{session?.nickName}</span>
          <span className={styles.caret}>
            <Icon icon={DownOutlined} />
          </span>
        </button>
      )}
    />
  );
}
