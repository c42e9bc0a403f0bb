import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Grid, Menu } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { NotificationBell } from '../../features/messages/components/notification-bell.tsx';
import { useCrudeAndProfile } from '../../features/users/api.ts';
import { useGo } from '../../lib/use-go.ts';
import { useSession } from '../../lib/use-session.ts';
import styles from './layouts.module.css';
import { headerKeyOf, headerNav, toMenuItems } from './nav-items.tsx';
import { OilAmount } from './oil-amount.tsx';
import { UserMenu } from './user-menu.tsx';

/** The signed-in site: header (role navigation, oil, bell, language, profile) over the page. */
export function MainLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const go = useGo();
  const screens = Grid.useBreakpoint();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const crude = useCrudeAndProfile(Boolean(session));
  const items = toMenuItems(headerNav(session?.role ?? '3'), t);
  const selected = [headerKeyOf(pathname)];
  const compact = screens.md === false;

  return (
    <div className={styles.site}>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          {compact && (
            <Button
              type="text"
              icon={<MenuOutlined />}
              aria-label={t('layout:header.openMenu')}
              onClick={() => setDrawerOpen(true)}
            />
          )}
          <Link to="/home" className={styles.brandLink} aria-label={t('common:brand.name')}>
            <BrandLogo showName={screens.sm !== false} />
          </Link>
          {!compact && (
            <Menu
              mode="horizontal"
              className={styles.nav}
              selectedKeys={selected}
              items={items}
              onClick={({ key }) => go(key)}
            />
          )}
          <div className={styles.actions}>
            <OilAmount amount={crude.data?.crude_num} />
            <NotificationBell />
            <LanguageSwitch />
            <UserMenu avatarUrl={crude.data?.profile_pic_url} />
          </div>
        </div>
      </header>
      <Drawer
        placement="left"
        size={260}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        title={<BrandLogo size={28} />}
        styles={{ body: { padding: 0 } }}
      >
        <Menu
          mode="inline"
          selectedKeys={selected}
          items={items}
          onClick={({ key }) => {
            setDrawerOpen(false);
            go(key);
          }}
        />
      </Drawer>
      <main className={styles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>{t('brand.copyright', { year: new Date().getFullYear() })}</footer>
    </div>
  );
}
