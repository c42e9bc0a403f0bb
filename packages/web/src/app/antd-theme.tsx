import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { antdLocales, useLanguage } from '../lib/i18n.ts';
import { theme } from './theme.ts';

/** The antd theme and locale (following the interface language): what every antd island renders in. */
export function AntdTheme({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return (
    <ConfigProvider locale={antdLocales[language]} theme={theme} button={{ autoInsertSpace: false }}>
      {children}
    </ConfigProvider>
  );
}
