import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Toasts for components and for code outside them (the api client, the guard), themed and localised: the app's
 * root holds antd's message instance (app/app-frame.tsx); with none mounted, antd's static one shows them.
 */
let bound: MessageInstance | null = null;

/** The root's instance; returns the unbinding. */
export function bindMessageApi(api: MessageInstance): () => void {
  bound = api;
  return () => {
    if (bound === api) bound = null;
  };
}

const current = (): MessageInstance => bound ?? message;

export const toast = {
  success: (content: string, key?: string) => current().open({ type: 'success', content, key }),
  info: (content: string, key?: string) => current().open({ type: 'info', content, key }),
  warning: (content: string, key?: string) => current().open({ type: 'warning', content, key }),
  error: (content: string, key?: string) => current().open({ type: 'error', content, key }),
};

/** The themed message instance for components. */
export function useMessageApi(): MessageInstance {
  return current();
}
