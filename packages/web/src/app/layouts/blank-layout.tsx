import { Outlet } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { LanguageSwitch } from '../../components/language-switch.tsx';
import styles from './layouts.module.css';

/** Pages outside the signed-in site (/resume, public bid pages): brand and language switch only. */
export function BlankLayout() {
  return (
    <div className={styles.site}>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <BrandLogo />
          <div className={styles.actions}>
            <LanguageSwitch />
          </div>
        </div>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
