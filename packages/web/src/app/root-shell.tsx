import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isRouteErrorResponse,
  type Location,
  Outlet,
  ScrollRestoration,
  useNavigation,
  useRouteError,
} from 'react-router';
import { AntdIsland } from '../components/antd-island.tsx';
import { Button } from '../components/light/button.tsx';
import { Icon } from '../components/light/icon.tsx';
import { Spinner } from '../components/light/spinner.tsx';
import { toast } from '../lib/feedback.ts';
import styles from './root-shell.module.css';

// antd's Result carries its large status pictures: loaded only when a 403 or 404 is shown.
const StatusPage = lazy(() => import('../components/empty-state.tsx').then((m) => ({ default: m.StatusPage })));

/** Forbidden and not-found screens, loaded on demand. */
function LazyStatusPage({ status }: { status: 403 | 404 }) {
  return (
    <Suspense fallback={<RouteFallback />}>
      <AntdIsland fallback={<RouteFallback />}>
        <StatusPage status={status} />
      </AntdIsland>
    </Suspense>
  );
}

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

/** Shown while the first page's code loads (no antd: it is on every first visit's path, ADR 0097). */
export function RouteFallback() {
  const { t } = useTranslation();
  return (
    <div className={styles.fallback}>
      <Spinner label={t('loading')} />
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
        <Icon icon={ExclamationCircleFilled} className={styles.failedIcon} />
        <h2 className={styles.failedTitle}>{t('errors.navigationFailed')}</h2>
        <p className={styles.failedHint}>{t('errors.navigationFailedHint')}</p>
        <div className={styles.failedActions}>
          <Button variant="primary" onClick={() => window.location.reload()}>
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

  return notFound ? <LazyStatusPage status={404} /> : <NavigationFailed />;
}
