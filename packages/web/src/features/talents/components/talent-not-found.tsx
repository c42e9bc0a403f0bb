import { Result } from 'antd';
import type { ReactNode } from 'react';

/** A /talent/{id} whose id is not a user id: antd's Result with its warning picture, loaded only then. */
export function TalentNotFound({ title, extra }: { title: string; extra: ReactNode }) {
  return <Result status="warning" title={title} extra={extra} />;
}
