import { labelOf, VIEW_REQUEST_STATE_LABELS, type ViewRequestState } from '@app/shared';
import { Tag } from 'antd';
import { useLanguage } from '../../../lib/i18n.ts';

const STATE_COLORS: Record<ViewRequestState, string> = {
  pending: 'processing',
  allowed: 'success',
  rejected: 'error',
  revoked: 'default',
};

/** A view request's state: pending, allowed, rejected or revoked (the shared names). */
export function ViewRequestStateTag({ state }: { state: ViewRequestState }) {
  return <Tag color={STATE_COLORS[state]}>{labelOf(VIEW_REQUEST_STATE_LABELS, state, useLanguage())}</Tag>;
}
