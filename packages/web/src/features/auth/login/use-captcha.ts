import { CAPTCHA_REFRESH_LIMIT_SECONDS, CAPTCHA_TTL_SECONDS, type Captcha } from '@app/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchCaptcha } from './calls.ts';

export type CaptchaState = {
  captcha: Captcha | null;
  status: 'loading' | 'ready' | 'error';
  /** Seconds until the image refreshes itself. */
  secondsLeft: number;
  /** A click on the image: refused (returns the seconds to wait) within 60 s of the last manual refresh. */
  refresh: () => { blockedFor: number } | null;
  /** After a failed login/register: the limit is lifted and a new captcha fetched (SPEC §4). */
  reset: () => void;
};

const TTL_MS = CAPTCHA_TTL_SECONDS * 1000;
const LIMIT_MS = CAPTCHA_REFRESH_LIMIT_SECONDS * 1000;

/** SPEC §4: a captcha lives 60 s with a countdown and refreshes itself at zero; `onFailure` says a fetch failed. */
export function useCaptcha(onFailure: () => void = () => {}): CaptchaState {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [status, setStatus] = useState<CaptchaState['status']>('loading');
  const [expiresAt, setExpiresAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const lastManual = useRef<number | null>(null);
  const latest = useRef(0);
  const failed = useRef(onFailure);
  failed.current = onFailure;

  const load = useCallback(async () => {
    const ticket = ++latest.current;
    setStatus('loading');
    try {
      const next = await fetchCaptcha();
      if (ticket !== latest.current) return;
      setCaptcha(next);
      setExpiresAt(Date.now() + TTL_MS);
      setNow(Date.now());
      setStatus('ready');
    } catch {
      if (ticket !== latest.current) return;
      setCaptcha(null);
      setStatus('error');
      failed.current();
    }
  }, []);

  useEffect(() => {
    void load();
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [load]);

  const secondsLeft = status === 'ready' ? Math.max(0, Math.ceil((expiresAt - now) / 1000)) : 0;

  useEffect(() => {
    if (status === 'ready' && secondsLeft === 0) void load();
  }, [status, secondsLeft, load]);

  const refresh = useCallback(() => {
    const at = Date.now();
    if (status === 'loading') return null;
    if (status === 'ready' && lastManual.current !== null && at - lastManual.current < LIMIT_MS) {
      return { blockedFor: Math.ceil((LIMIT_MS - (at - lastManual.current)) / 1000) };
    }
    if (status === 'ready') lastManual.current = at;
    void load();
    return null;
  }, [status, load]);

  const reset = useCallback(() => {
    lastManual.current = null;
    void load();
  }, [load]);

  return { captcha, status, secondsLeft, refresh, reset };
}
