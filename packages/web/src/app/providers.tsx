import type { ReactNode } from 'react';
import { AntdTheme } from '../components/antd-theme.tsx';
import { ToastHost } from './toast-host.tsx';

/**
 * antd's theme and locale around `children`, with toasts: what the tests render pages in. The app itself renders
 * light at its root (full-app.tsx: toasts only) and gives antd's theme to the parts that use antd (AntdIsland).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <AntdTheme>
      <ToastHost />
      {children}
    </AntdTheme>
  );
}
