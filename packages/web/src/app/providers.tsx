import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { bindMessageApi } from '../lib/feedback.ts';
import { antdLocales, useLanguage } from '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { theme } from './theme.ts';

/** Gives non-component code (api client, guard) the antd App's themed message instance. */
function FeedbackBinder() {
  const { message } = App.useApp();
  useEffect(() => bindMessageApi(message), [message]);
  return null;
}

/** Server state, antd theme and locale (following the interface language), antd App for toasts. */
export function Providers({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={antdLocales[language]} theme={theme} button={{ autoInsertSpace: false }}>
        <App message={{ maxCount: 3, top: 72 }}>
          <FeedbackBinder />
          {children}
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
