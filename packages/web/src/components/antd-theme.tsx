import { LoadingOutlined } from '@ant-design/icons';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { antdLocales, useLanguage } from '../lib/i18n.ts';
import { theme } from './theme.ts';

/*
 * A button's own loading icon slides in and out with a CSS transition and leaves the DOM only when that transition
 * ends. An answer that comes back within a frame or two (a refused code, say) ends the loading before the icon has
 * grown, no transitionend follows, and the icon stays: the button keeps reading "loading Verify" to assistive
 * technology (and to a test looking for "Verify"). A configured icon is shown without the transition.
 */
const BUTTON = { autoInsertSpace: false, loadingIcon: <LoadingOutlined /> };

/** The antd theme and locale (following the interface language): what every antd island renders in. */
export function AntdTheme({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return (
    <ConfigProvider locale={antdLocales[language]} theme={theme} button={BUTTON}>
      {children}
    </ConfigProvider>
  );
}
