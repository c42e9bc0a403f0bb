// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, fakeApi } from '../../../test/fake-api.ts';
import { useCaptcha } from './use-captcha.ts';

let calls: ApiCall[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  let issued = 0;
  calls = fakeApi({
    'GET /u/v1/base/captcha': () => {
      issued += 1;
      return { data: { captchaId: `captcha-${issued}`, picPath: `data:image/png;base64,${issued}` } };
    },
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets `ms` of the page's time pass, answering whatever it fetched meanwhile. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function mounted() {
  const hook = renderHook(() => useCaptcha());
  await pass(0);
  expect(hook.result.current.status).toBe('ready');
  return hook.result;
}

describe('the captcha timer', () => {
  it('counts down from 60 s and fetches a new captcha when it reaches zero', async () => {
    const captcha = await mounted();
    expect(captcha.current.captcha?.captchaId).toBe('captcha-1');
    expect(captcha.current.secondsLeft).toBe(60);

    await pass(15_000);
    expect(captcha.current.secondsLeft).toBe(45);
    expect(calls).toHaveLength(1);

    await pass(45_000);
    expect(calls).toHaveLength(2);
    expect(captcha.current.captcha?.captchaId).toBe('captcha-2');
    expect(captcha.current.secondsLeft).toBe(60);
  });

  it('a click refreshes at once; another click within 60 s is refused with the seconds left, then allowed', async () => {
    const captcha = await mounted();
    await pass(5_000);
    expect(captcha.current.refreshableIn).toBe(0);

    act(() => expect(captcha.current.refresh()).toBeNull());
    await pass(0);
    expect(captcha.current.captcha?.captchaId).toBe('captcha-2');
    expect(captcha.current.refreshableIn).toBe(60);

    await pass(20_000);
    expect(captcha.current.refreshableIn).toBe(40);
    await pass(39_000);
    // The countdown itself refreshes at zero; that is not a click and sets no limit.
    expect(calls).toHaveLength(2);
    await pass(1_000);
    expect(calls).toHaveLength(3);
    expect(captcha.current.refreshableIn).toBe(0);
    act(() => expect(captcha.current.refresh()).toBeNull());
    await pass(0);
    expect(calls).toHaveLength(4);
  });

  it('a refused click says when it may refresh, counts down and refreshes by itself as soon as it may', async () => {
    const captcha = await mounted();
    act(() => expect(captcha.current.refresh()).toBeNull());
    await pass(0);
    expect(calls).toHaveLength(2);

    await pass(20_000);
    let refused: ReturnType<typeof captcha.current.refresh> = null;
    act(() => {
      refused = captcha.current.refresh();
    });
    expect(refused).toEqual({ blockedFor: 40 });
    await pass(0);
    expect(calls).toHaveLength(2);
    expect(captcha.current.refreshableIn).toBe(40);
    await pass(10_000);
    expect(captcha.current.refreshableIn).toBe(30);

    // The limit ends just before the image would expire: the kept click refreshes it then, without another click.
    await pass(29_900);
    expect(calls).toHaveLength(2);
    await pass(100);
    expect(calls).toHaveLength(3);
    expect(captcha.current.captcha?.captchaId).toBe('captcha-3');
    // It was a manual refresh: the next click waits a full minute.
    let next: ReturnType<typeof captcha.current.refresh> = null;
    act(() => {
      next = captcha.current.refresh();
    });
    expect(next).toEqual({ blockedFor: 60 });
    await pass(1_000);
    expect(calls).toHaveLength(3);
  });

  it('a failed login lifts the limit: the next click refreshes again', async () => {
    const captcha = await mounted();
    act(() => {
      captcha.current.refresh();
    });
    await pass(1_000);
    act(() => captcha.current.reset());
    await pass(1_000);
    expect(calls).toHaveLength(3);
    act(() => expect(captcha.current.refresh()).toBeNull());
    await pass(0);
    expect(calls).toHaveLength(4);
    expect(captcha.current.captcha?.captchaId).toBe('captcha-4');
  });
});
