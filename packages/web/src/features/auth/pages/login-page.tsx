import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMessageApi } from '../../../lib/feedback.ts';
import { changeLanguage } from '../../../lib/i18n.ts';
import { clearExpiredNotice, hasExpiredNotice } from '../../../lib/session-expiry.ts';
import { type LoginHost, LoginHostContext } from '../login/host.ts';
import { LoginScreen } from '../login/login-screen.tsx';

/**
 * /login inside the app (after a logout or an expired login): the same screen as a first visit,
 * with the app's toasts, language switch and router.
 */
export function LoginPage() {
  const message = useMessageApi();
  const navigate = useNavigate();
  // Sent here by an expired login: say so on the card too, once.
  const [expired] = useState(hasExpiredNotice);
  const host = useMemo<LoginHost>(
    () => ({
      changeLanguage,
      notify: (kind, text, key) => void message.open({ type: kind, content: text, key }),
      expired,
      prepare: () => {},
      enter: async (to, text) => {
        clearExpiredNotice();
        message.success(text);
        await navigate(to, { replace: true });
      },
    }),
    [message, navigate, expired],
  );
  return (
    <LoginHostContext value={host}>
      <LoginScreen />
    </LoginHostContext>
  );
}
