import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Menu, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useCrudeAndProfile } from '../../features/accounts/api.ts';
import { useGo } from '../../lib/use-go.ts';
import { NARROW_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { useSession } from '../../lib/use-session.ts';
import styles from './layouts.module.css';
import { toMenuItems, userNav } from './nav-items.tsx';

/** /user: the user centre, a sidebar by role (docs/product/home-and-navigation.md#user-centre) beside the page. */
export function UserLayout() {
  const { t } = useTranslation(['common', 'layout']);
  const session = useSession();
  const { pathname } = useLocation();
  const go = useGo();
  const crude = useCrudeAndProfile(Boolean(session));
  // The server's phone guess on the first render: hydration draws the same sidebar.
  const compact = useMediaQuery(NARROW_QUERY);
  const role = session?.role ?? '3';
  // The server knows no stored avatar: the account's answer (first data) is drawn on both sides.
  const avatar = (crude.data ? crude.data.profile_pic_url : session?.profile) || undefined;

  return (
    <div className={styles.userCentre}>
      <aside className={styles.userSide}>
        <div className={styles.userCard}>
          <button
            type="button"
            className={styles.avatarButton}
            onClick={() => go('/user/avatar')}
            title={t('layout:user.changeAvatar')}
            aria-label={t('layout:user.changeAvatar')}
          >
            <Avatar alt="" size={compact ? 48 : 72} src={avatar} icon={<UserOutlined />} />
            <span className={styles.avatarOverlay}>
              <CameraOutlined />
            </span>
          </button>
          <div className={styles.userName}>{session?.nickName}</div>
          <Tag color={role === '2' ? 'geekblue' : role === '1' ? 'gold' : 'green'} variant="filled">
            {t(`roles.${role}`)}
          </Tag>
        </div>
        <Menu
          mode={compact ? 'horizontal' : 'inline'}
          // On a narrow screen every entry stays in sight (the row wraps), rather than the current page hiding under "...".
          disabledOverflow={compact}
          className={styles.userMenu}
          selectedKeys={[pathname]}
          items={toMenuItems(userNav(role), t)}
          onClick={({ key }) => go(key)}
        />
      </aside>
      <section className={styles.userContent}>
        <Outlet />
      </section>
    </div>
  );
}
