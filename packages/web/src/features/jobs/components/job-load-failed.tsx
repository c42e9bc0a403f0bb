import { Result } from 'antd';
import type { ReactNode } from 'react';

/** A job that is not there or did not load: antd's Result with its picture, loaded only then. */
export function JobLoadFailed({ notFound, title, extra }: { notFound: boolean; title: string; extra: ReactNode }) {
  return <Result status={notFound ? '404' : 'error'} title={title} extra={extra} />;
}
