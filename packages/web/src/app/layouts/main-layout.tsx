import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { Button } from '../../components/light/button.tsx';
import { Icon } from '../../components/light/icon.tsx';
import { LightLanguageSwitch } from '../../components/light/language-switch.tsx';
import { useCrudeAndProfile } from '../../features/accounts/api.ts';
import { NotificationBell } from '../../features/messages/components/notification-bell.tsx';
import { useSession } from '../../lib/use-session.ts';
import styles from './layouts.module.css';
import { MAIN_ID, SkipLink, useFocusOnNavigation } from './main-focus.tsx';
import { headerKeyOf, headerNav } from './nav-items.tsx';
import { OilAmount } from './oil-amount.tsx';
import { UserMenu } from './user-menu.tsx';

// The phone's navigation drawer (antd Drawer and Menu) is fetched when the pointer or focus reaches its button.
const loadDrawer = () => import('./nav-drawer.tsx');
const NavDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.NavDrawer })));

/**
 * The signed-in site: header (role navigation, oil, bell, language, profile) over the page. Drawn without antd
 * (ADR 0097): the navigation is links, the narrow screen's menu button shows by CSS; what opens (the drawer, the
 * bell's panel) loads antd when wanted.
 */
export function MainLayout() {
  const { t } = useTranslation(['common', 'homepage', 'layout']);
  const session = useSession();
  const { pathname } = useLocation();
  const [drawer, setDrawer] = useState<'closed' | 'open' | 'unused'>('unused');
  const crude = useCrudeAndProfile(Boolean(session));
  const nav = headerNav(session?.role ?? '3');
  const selected = headerKeyOf(pathname);
  const preload = () => void loadDrawer();
  useFocusOnNavigation();

  return (
    <div className={styles.site}>
      <SkipLink />
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Button
            variant="text"
            className={styles.menuToggle}
            icon={<Icon icon={MenuOutlined} />}
            aria-label={t('layout:header.openMenu')}
            onPointerEnter={preload}
            onFocus={preload}
            onClick={() => setDrawer('open')}
          />
          <Link to="/home" className={styles.brandLink} aria-label={t('common:brand.name')}>
            <BrandLogo />
          </Link>
          <nav className={styles.nav} aria-label={t('layout:header.navigation')}>
            <div className={styles.navList} role="menubar" aria-orientation="horizontal">
              {nav.map((item) => (
                <Link
                  key={item.key}
                  to={item.key}
                  role="menuitem"
                  className={styles.navItem}
                  aria-current={item.key === selected ? 'page' : undefined}
                >
                  {item.icon && <Icon icon={item.icon} />}
                  {t(item.label)}
                </Link>
              ))}
            </div>
          </nav>
          <div className={styles.actions}>
            <OilAmount amount={crude.data?.crude_num} />
            <NotificationBell />
            <LightLanguageSwitch />
            <UserMenu avatarUrl={crude.data?.profile_pic_url} />
          </div>
        </div>
      </header>
      {drawer !== 'unused' && (
        <Suspense fallback={null}>
          <NavDrawer items={nav} selected={selected} open={drawer === 'open'} onClose={() => setDrawer('closed')} />
        </Suspense>
      )}
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
