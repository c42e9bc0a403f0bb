import { Outlet } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import styles from './layouts.module.css';
import { MAIN_ID, SkipLink, useFocusOnNavigation } from './main-focus.tsx';

/** Pages outside the signed-in site (/resume, public bid pages): brand and language switch only. */
export function BlankLayout() {
  useFocusOnNavigation();
  return (
    <div className={styles.site}>
      <SkipLink />
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <BrandLogo />
          <div className={styles.actions}>
            <LanguageSwitch />
          </div>
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
