import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { ROLES } from '@app/shared';
import { Avatar, Breadcrumb, Button, Layout, Menu } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { StatusPage } from '../../components/empty-state.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { useCrudeAndProfile } from '../../features/accounts/api.ts';
import { logout } from '../../features/auth/api.ts';
import { useGo } from '../../lib/use-go.ts';
import { useSession } from '../../lib/use-session.ts';
import styles from './layouts.module.css';
import { MAIN_ID, SkipLink, useFocusOnNavigation } from './main-focus.tsx';
import { adminNav, findNavLabel, toMenuItems } from './nav-items.tsx';

/** /admin: sidebar with every admin page, header with language switch and logout (docs/product/admin.md#layout). */
export function AdminLayout() {
  const { t } = useTranslation(['common', 'layout']);
  const session = useSession();
  const { pathname } = useLocation();
  const go = useGo();
  const [collapsed, setCollapsed] = useState(false);
  const crude = useCrudeAndProfile(session?.role === ROLES.admin);
  const nav = adminNav();
  const title = findNavLabel(nav, pathname);
  useFocusOnNavigation();

  if (session?.role !== ROLES.admin) return <StatusPage status={403} />;

  return (
    <Layout className={styles.admin} hasSider>
      <SkipLink />
      <Layout.Sider
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        breakpoint="lg"
        // Narrower than lg (a tablet, a phone): the menu folds to its icons and leaves the page the room.
        onBreakpoint={setCollapsed}
        width={232}
        theme="dark"
        className={styles.adminSider}
        trigger={null}
      >
        <Link to="/admin/dashboard" className={styles.adminBrand}>
          <BrandLogo size={30} inverted showName={!collapsed} />
        </Link>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={[pathname]}
          defaultOpenKeys={pathname.startsWith('/admin/com') ? ['/admin/com'] : []}
          items={toMenuItems(nav, t)}
          onClick={({ key }) => go(key)}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className={styles.adminHeader}>
          <Button
            type="text"
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            aria-label={t(collapsed ? 'layout:admin.expand' : 'layout:admin.collapse')}
            onClick={() => setCollapsed(!collapsed)}
          />
          <Breadcrumb
            className={styles.adminTitle}
            items={[{ title: t('layout:admin.title') }, ...(title ? [{ title: t(title) }] : [])]}
          />
          <div className={styles.actions}>
            <LanguageSwitch />
            <span className={styles.adminUser}>
              <Avatar
                alt=""
                size={28}
                src={(crude.data ? crude.data.profile_pic_url : session.profile) || undefined}
                icon={<UserOutlined />}
              />
              <span className={styles.nickName}>{session.nickName}</span>
            </span>
            <Button icon={<LogoutOutlined />} onClick={() => void logout()}>
              {t('layout:header.logout')}
            </Button>
          </div>
        </Layout.Header>
        <Layout.Content id={MAIN_ID} tabIndex={-1} className={styles.adminContent}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
