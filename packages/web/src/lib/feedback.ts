import { message as staticMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { createContext, useContext } from 'react';

/**
 * Toasts for code that lives outside React components (the api client, the guard). Bound to the
 * providers' context-aware instance, so toasts follow the theme and locale.
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

/**
 * The themed message instance for components. Used instead of antd's `App.useApp()`: `App` also
 * brings the modal and notification machinery into the first page's JavaScript.
 */
export const MessageApiContext = createContext<MessageInstance>(staticMessage);

export function useMessageApi(): MessageInstance {
  return useContext(MessageApiContext);
}
