import type { MessageInstance, MessageType } from 'antd/es/message/interface';

/**
 * Toasts for components and for code outside them (the api client, the guard), themed and localised. antd's
 * message machinery is not on a page's first render (ADR 0097): the first toast asks the app's ToastHost to load
 * it (or, with no host mounted, antd's static instance), and toasts asked for meanwhile wait in order.
 */
let bound: MessageInstance | null = null;
let wanted = false;
const waiting: ((api: MessageInstance) => void)[] = [];
const hosts = new Set<() => void>();

/** The host's instance (null when the host unmounts); toasts waiting for it are shown now. */
export function bindMessageApi(api: MessageInstance | null): () => void {
  bound = api;
  if (api) for (const run of waiting.splice(0)) run(api);
  return () => {
    if (bound === api) bound = null;
  };
}

/** Registers a host that loads the toast machinery on request (at once when a toast was already asked for). */
export function onToastWanted(load: () => void): () => void {
  hosts.add(load);
  if (wanted) load();
  return () => hosts.delete(load);
}

function withApi(run: (api: MessageInstance) => void) {
  if (bound) return run(bound);
  waiting.push(run);
  wanted = true;
  if (hosts.size > 0) for (const load of hosts) load();
  else
    void import('antd').then(({ message }) => {
      if (!bound) bindMessageApi(message);
    });
}

/** A toast's handle before the machinery is there: closing it works, and it settles when the toast does. */
function deferred(show: (api: MessageInstance) => MessageType): MessageType {
  let close: (() => void) | undefined;
  let closed = false;
  const done = new Promise<boolean>((resolve) =>
    withApi((api) => {
      if (closed) return resolve(true);
      const handle = show(api);
      close = handle;
      void handle.then(resolve);
    }),
  );
  return Object.assign(
    () => {
      closed = true;
      close?.();
    },
    // biome-ignore lint/suspicious/noThenProperty: antd's MessageType is a thenable (awaited until the toast closes).
    { then: done.then.bind(done) },
  ) as MessageType;
}

type Content = Parameters<MessageInstance['success']>[0];
const kind =
  (type: 'success' | 'info' | 'warning' | 'error' | 'loading') =>
  (content: Content, duration?: number | VoidFunction, onClose?: VoidFunction) =>
    deferred((api) => api[type](content, duration, onClose));

/** The lazy, themed message instance (the same methods as antd's). */
const lazyApi: MessageInstance = {
  open: (config) => deferred((api) => api.open(config)),
  success: kind('success'),
  info: kind('info'),
  warning: kind('warning'),
  error: kind('error'),
  loading: kind('loading'),
  destroy: (key) => withApi((api) => api.destroy(key)),
};

export const toast = {
  success: (content: string, key?: string) => lazyApi.open({ type: 'success', content, key }),
  info: (content: string, key?: string) => lazyApi.open({ type: 'info', content, key }),
  warning: (content: string, key?: string) => lazyApi.open({ type: 'warning', content, key }),
  error: (content: string, key?: string) => lazyApi.open({ type: 'error', content, key }),
};

/**
 * The themed message instance for components. Used instead of antd's `App.useApp()`: `App` also brings the modal
 * and notification machinery into the first page's JavaScript.
 */
export function useMessageApi(): MessageInstance {
  return lazyApi;
}
