import { message } from 'antd';
import { useEffect } from 'react';
import { AntdTheme } from '../components/antd-theme.tsx';
import { bindMessageApi } from '../lib/feedback.ts';

function Holder() {
  const [api, holder] = message.useMessage({ maxCount: 3, top: 72 });
  useEffect(() => bindMessageApi(api), [api]);
  return holder;
}

/** The themed toast instance (antd's message), loaded with the first toast. */
export function ToastHolder() {
  return (
    <AntdTheme>
      <Holder />
    </AntdTheme>
  );
}
