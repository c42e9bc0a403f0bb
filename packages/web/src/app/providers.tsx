import { message } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { AntdTheme } from '../components/antd-theme.tsx';
import { bindMessageApi } from '../lib/feedback.ts';

function ToastHolder() {
  const [api, holder] = message.useMessage({ maxCount: 3, top: 72 });
  useEffect(() => bindMessageApi(api), [api]);
  return holder;
}

/** antd's theme and locale around `children`, with toasts: every page's (app-frame.tsx), and what tests render in. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <AntdTheme>
      <ToastHolder />
      {children}
    </AntdTheme>
  );
}
