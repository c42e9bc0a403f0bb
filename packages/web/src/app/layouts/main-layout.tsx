import { MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import { useCrudeAndProfile } from '../../features/accounts/api.ts';
import { NotificationBell } from '../../features/messages/components/notification-bell.tsx';
import { useSession } from '../../lib/use-session.ts';
import styles from './layouts.module.css';
import { MAIN_ID, SkipLink, useFocusOnNavigation } from './main-focus.tsx';
import { NavDrawer } from './nav-drawer.tsx';
import { headerKeyOf, headerNav } from './nav-items.tsx';
import { OilAmount } from './oil-amount.tsx';
import { UserMenu } from './user-menu.tsx';

/**
 * The signed-in site: header (role navigation, oil, bell, language, profile) over the page. The navigation is links
 * and the narrow screen's menu button shows by CSS, so the server draws the header as the phone or desktop shows it.
 */
export function MainLayout() {
  const { t } = useTranslation(['common', 'homepage', 'layout']);
  const session = useSession();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const crude = useCrudeAndProfile(Boolean(session));
  const nav = headerNav(session?.role ?? '3');
  const selected = headerKeyOf(pathname);
  useFocusOnNavigation();

  return (
    <div className={styles.site}>
      <SkipLink />
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Button
            type="text"
            className={styles.menuToggle}
            icon={<MenuOutlined />}
            aria-label={t('layout:header.openMenu')}
            onClick={() => setDrawerOpen(true)}
          />
          <Link to="/home" className={styles.brandLink} aria-label={t('common:brand.name')}>
            <BrandLogo />
          </Link>
          <nav className={styles.nav} aria-label={t('layout:header.navigation')}>
            <div className={styles.navList} role="menubar" aria-orientation="horizontal">
              {nav.map(({ icon: Icon, ...item }) => (
                <Link
                  key={item.key}
                  to={item.key}
                  role="menuitem"
                  className={styles.navItem}
                  aria-current={item.key === selected ? 'page' : undefined}
                >
                  {Icon && <Icon aria-hidden />}
                  {t(item.label)}
                </Link>
              ))}
            </div>
          </nav>
          <div className={styles.actions}>
            <OilAmount amount={crude.data?.crude_num} />
            <NotificationBell />
            <LanguageSwitch />
            <UserMenu avatarUrl={crude.data?.profile_pic_url} />
          </div>
        </div>
      </header>
      <NavDrawer items={nav} selected={selected} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        {t('brand.copyright', { year: new Date().getFullYear() })}
        {' · '}
        <Link to="/company" className={styles.footerLink}>
          {t('homepage:footerLink')}
        </Link>
      </footer>
    </div>
  );
}
