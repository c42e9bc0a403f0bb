import { ConfigProvider, message } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { bindMessageApi, MessageApiContext } from '../lib/feedback.ts';
import { antdLocales, useLanguage } from '../lib/i18n.ts';
import { theme } from './theme.ts';

/** The themed toast instance for components (useMessageApi) and for non-component code (toast). */
function MessageProvider({ children }: { children: ReactNode }) {
  const [api, holder] = message.useMessage({ maxCount: 3, top: 72 });
  useEffect(() => bindMessageApi(api), [api]);
  return (
    <MessageApiContext value={api}>
      {holder}
      {children}
    </MessageApiContext>
  );
}

/** The antd theme and locale (following the interface language), themed toasts. */
export function Providers({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return (
    <ConfigProvider locale={antdLocales[language]} theme={theme} button={{ autoInsertSpace: false }}>
      <MessageProvider>{children}</MessageProvider>
    </ConfigProvider>
  );
}
