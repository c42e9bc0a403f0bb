import { message as staticMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

/**
 * Toasts for code that lives outside React components (the api client, the guard). Bound to the
 * antd App's context-aware instance by the providers, so toasts follow the theme and locale.
 */
let messageApi: MessageInstance = staticMessage;

export function bindMessageApi(api: MessageInstance): void {
  messageApi = api;
}

export const toast = {
  success: (content: string, key?: string) => messageApi.open({ type: 'success', content, key }),
  info: (content: string, key?: string) => messageApi.open({ type: 'info', content, key }),
  warning: (content: string, key?: string) => messageApi.open({ type: 'warning', content, key }),
  error: (content: string, key?: string) => messageApi.open({ type: 'error', content, key }),
};
