import { lazy, type ReactNode, Suspense } from 'react';

/** antd's ConfigProvider and the theme: fetched by the first island, never on a light page's first render. */
export const loadAntdTheme = () => import('./antd-theme.tsx');
const AntdTheme = lazy(() => loadAntdTheme().then((m) => ({ default: m.AntdTheme })));

/**
 * A part of the screen drawn with antd (ADR 0097): it gets the theme and locale when it loads, so light pages
 * keep antd off their first render. `fallback` is shown meanwhile (nothing unless told).
 */
export function AntdIsland({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <AntdTheme>{children}</AntdTheme>
    </Suspense>
  );
}
