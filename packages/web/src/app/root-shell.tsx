import { ExclamationCircleFilled } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isRouteErrorResponse,
  type Location,
  Outlet,
  ScrollRestoration,
  useNavigation,
  useRouteError,
} from 'react-router';
import { StatusPage } from '../components/empty-state.tsx';
import { toast } from '../lib/feedback.ts';
import styles from './root-shell.module.css';

/**
 * Where a history entry's scroll position is kept. React Router keys the entry a document was loaded at as
 * `default` whatever its address, so a new document opened in a tab that had scrolled another would be put back at
 * that offset: that entry is keyed by its address instead (a reload of the same address still comes back to where
 * it was, as a browser does). Every other entry keeps its own key.
 */
export function scrollKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? `document:${location.pathname}${location.search}` : location.key;
}

/** The top of the route tree: a thin progress bar while a page loads, and scroll restoration. */
export function RootShell() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' && (
        <div className={styles.progress} role="progressbar" aria-busy="true" aria-label={t('loading')} />
      )}
      <Outlet />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}

/** Shown while the first page's code loads (a document the server did not draw). */
export function RouteFallback() {
  const { t } = useTranslation();
  return (
    <div className={styles.fallback}>
      <Spin size="large" aria-label={t('loading')} />
    </div>
  );
}

/**
 * 'Page navigation failed' (页面跳转失败): a toast and a way to reload. Part of the first page's code (no
 * lazy parts): it is shown exactly when loading code has failed.
 */
export function NavigationFailed() {
  const { t } = useTranslation();

  useEffect(() => {
    toast.error(t('errors.navigationFailed'), 'navigation-failed');
  }, [t]);

  return (
    <div className={styles.fallback}>
      <div className={styles.failed}>
        <ExclamationCircleFilled className={styles.failedIcon} />
        <h2 className={styles.failedTitle}>{t('errors.navigationFailed')}</h2>
        <p className={styles.failedHint}>{t('errors.navigationFailedHint')}</p>
        <div className={styles.failedActions}>
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('actions.reload')}
          </Button>
          <Button onClick={() => window.history.back()}>{t('actions.back')}</Button>
        </div>
      </div>
    </div>
  );
}

/** A route that broke while rendering (or an unknown route error). */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);

  return notFound ? <StatusPage status={404} /> : <NavigationFailed />;
}
