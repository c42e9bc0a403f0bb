import { Button, Result, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Outlet, ScrollRestoration, useNavigation, useRouteError } from 'react-router';
import { StatusPage } from '../components/empty-state.tsx';
import { toast } from '../lib/feedback.ts';
import styles from './root-shell.module.css';

/** The top of the route tree: a thin progress bar while a page loads, and scroll restoration. */
export function RootShell() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' && <div className={styles.progress} role="progressbar" aria-busy="true" />}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first page's code loads. */
export function RouteFallback() {
  const { t } = useTranslation();
  return (
    <div className={styles.fallback}>
      <Spin size="large" description={t('loading')} />
    </div>
  );
}

/** SPEC §8 'page navigation failed': a toast and a way to reload. */
export function NavigationFailed() {
  const { t } = useTranslation();

  useEffect(() => {
    toast.error(t('errors.navigationFailed'), 'navigation-failed');
  }, [t]);

  return (
    <div className={styles.fallback}>
      <Result
        status="warning"
        title={t('errors.navigationFailed')}
        subTitle={t('errors.navigationFailedHint')}
        extra={[
          <Button key="reload" type="primary" onClick={() => window.location.reload()}>
            {t('actions.reload')}
          </Button>,
          <Button key="back" onClick={() => window.history.back()}>
            {t('actions.back')}
          </Button>,
        ]}
      />
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
