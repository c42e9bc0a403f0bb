import { CAPTCHA_REFRESH_LIMIT_SECONDS, CAPTCHA_TTL_SECONDS, type Captcha } from '@app/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchCaptcha } from './calls.ts';

export type CaptchaState = {
  captcha: Captcha | null;
  status: 'loading' | 'ready' | 'error';
  /** Seconds until the image refreshes itself. */
  secondsLeft: number;
  /** Seconds until a click may refresh the image again (0: now). */
  refreshableIn: number;
  /**
   * A click on the image. Within 60 s of the last manual refresh it is refused (returns the seconds to wait) and
   * kept: the image refreshes by itself as soon as the wait is over.
   */
  refresh: () => { blockedFor: number } | null;
  /** After a failed login/register: the limit is lifted and a new captcha fetched. */
  reset: () => void;
};

const TTL_MS = CAPTCHA_TTL_SECONDS * 1000;
const LIMIT_MS = CAPTCHA_REFRESH_LIMIT_SECONDS * 1000;

/** A captcha lives 60 s with a countdown and refreshes itself at zero; `onFailure` says a fetch failed. */
export function useCaptcha(onFailure: () => void = () => {}): CaptchaState {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [status, setStatus] = useState<CaptchaState['status']>('loading');
  const [expiresAt, setExpiresAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [lastManual, setLastManual] = useState<number | null>(null);
  // A click refused by the limit, to be honoured when the limit ends.
  const [queued, setQueued] = useState(false);
  const latest = useRef(0);
  const failed = useRef(onFailure);
  failed.current = onFailure;

  const load = useCallback(async () => {
    const ticket = ++latest.current;
    setStatus('loading');
    // Whatever asked for it, a new image answers a queued click too.
    setQueued(false);
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
  const refreshableIn =
    status === 'ready' && lastManual !== null
      ? Math.min(CAPTCHA_REFRESH_LIMIT_SECONDS, Math.max(0, Math.ceil((LIMIT_MS - (now - lastManual)) / 1000)))
      : 0;

  // The refused click counts as the manual refresh it becomes, whichever comes first: the end of the limit or of
  // the image's life.
  useEffect(() => {
    if (status !== 'ready' || secondsLeft > 0) return;
    if (queued) setLastManual(Date.now());
    void load();
  }, [status, secondsLeft, queued, load]);

  useEffect(() => {
    if (!queued || status !== 'ready' || lastManual === null) return;
    const timer = setTimeout(
      () => {
        setLastManual(Date.now());
        void load();
      },
      Math.max(0, lastManual + LIMIT_MS - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [queued, status, lastManual, load]);

  const refresh = useCallback(() => {
    const at = Date.now();
    if (status === 'loading') return null;
    if (status === 'ready' && lastManual !== null && at - lastManual < LIMIT_MS) {
      setQueued(true);
      return { blockedFor: Math.ceil((LIMIT_MS - (at - lastManual)) / 1000) };
    }
    if (status === 'ready') setLastManual(at);
    void load();
    return null;
  }, [status, lastManual, load]);

  const reset = useCallback(() => {
    setLastManual(null);
    void load();
  }, [load]);

  return { captcha, status, secondsLeft, refreshableIn, refresh, reset };
}
