import type { Language } from '@app/shared';
import { createContext, useContext } from 'react';

export type NoticeKind = 'success' | 'warning' | 'error';

/**
 * What the login screen needs from around it. On a first visit (entry.tsx) it stands alone, with its
 * own toasts; inside the app (pages/login-page.tsx, after a logout or an expired login) it uses the
 * app's toasts, language switch and router.
 */
export type LoginHost = {
  changeLanguage: (language: Language) => Promise<void>;
  notify: (kind: NoticeKind, text: string, key?: string) => void;
  /** Sent here by an expired login: the card says so too. */
  expired: boolean;
  /** Called when the user starts filling the form: the app that follows a login may start loading. */
  prepare: () => void;
  /** The login is stored: show `message` and go on to `to`. */
  enter: (to: string, message: string) => Promise<void>;
};

export const LoginHostContext = createContext<LoginHost | null>(null);

export function useLoginHost(): LoginHost {
  const host = useContext(LoginHostContext);
  if (!host) throw new Error('the login screen needs a LoginHostContext');
  return host;
}
