import { BENCH_PASSWORD } from '../dataset.ts';
import type { Child } from '../harness/child.ts';

/** One answer as the load saw it; status 0 = no answer (refused connection, reset or the client's timeout). */
export type Outcome = {
  op: string;
  status: number;
  /** ms from sending to the end of the body. */
  ms: number;
  /** ms since the run started, when the answer came. */
  at: number;
  /** An error answer carried the envelope (code = status, msg and msg_en both strings and different). */
  envelope: boolean;
  error?: string;
};

export type Call = { method?: 'GET' | 'POST'; path: string; token?: string; json?: unknown; forwardedFor?: string };

/** Answers of the server, each recorded; a request longer than `timeoutMs` is aborted and recorded as a hang. */
export class Driver {
  readonly outcomes: Outcome[] = [];
  private readonly started = performance.now();

  constructor(
    readonly base: string,
    readonly timeoutMs: number,
  ) {}

  elapsed() {
    return performance.now() - this.started;
  }

  async send<T = unknown>(op: string, call: Call): Promise<{ outcome: Outcome; body: T | undefined }> {
    const headers: Record<string, string> = {};
    if (call.token) headers['x-token'] = call.token;
    if (call.json !== undefined) headers['content-type'] = 'application/json';
    if (call.forwardedFor) headers['x-forwarded-for'] = call.forwardedFor;
    const sent = performance.now();
    let status = 0;
    let body: T | undefined;
    let envelope = false;
    let error: string | undefined;
    try {
      const response = await fetch(`${this.base}${call.path}`, {
        method: call.method ?? (call.json === undefined ? 'GET' : 'POST'),
        headers,
        body: call.json === undefined ? undefined : JSON.stringify(call.json),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const bytes = Buffer.from(await response.arrayBuffer());
      status = response.status;
      if ((response.headers.get('content-type') ?? '').includes('application/json')) {
        const parsed = JSON.parse(bytes.toString('utf8')) as { code?: unknown; msg?: unknown; msg_en?: unknown };
        body = parsed as T;
        envelope =
          parsed.code === status &&
          typeof parsed.msg === 'string' &&
          typeof parsed.msg_en === 'string' &&
          parsed.msg !== parsed.msg_en;
      }
    } catch (caught) {
      const e = caught as Error;
      error = e.name === 'TimeoutError' ? `timeout after ${this.timeoutMs} ms` : `${e.name}: ${e.message}`;
    }
    const now = performance.now();
    const outcome: Outcome = { op, status, ms: now - sent, at: now - this.started, envelope, error };
    this.outcomes.push(outcome);
    return { outcome, body };
  }
}

/** Captchas written straight into the database by the server process (bench/harness/server-process.ts). */
export async function captchaIds(server: Child, count: number): Promise<string[]> {
  return (await server.ask<{ captchaIds: string[] }>({ captchas: count })).captchaIds;
}

/** Signs in `phone` (a generated account: BENCH_PASSWORD) and answers its token; throws on anything but 200. */
export async function signIn(driver: Driver, phone: string, captchaId: string, forwardedFor?: string) {
  const { outcome, body } = await driver.send<{ data: { token: string } }>('setup: login', {
    path: '/u/v1/user/passwd_login',
    json: { mobile: phone, password: BENCH_PASSWORD, captcha: 'BENCH', captcha_id: captchaId },
    forwardedFor,
  });
  if (outcome.status !== 200 || !body) throw new Error(`login ${phone}: ${outcome.status} ${outcome.error ?? ''}`);
  return body.data.token;
}

/** Nearest-rank percentile of ascending `sorted`. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

export const round1 = (n: number) => (Number.isFinite(n) ? String(Math.round(n * 10) / 10) : '-');

/** `workers` closed loops calling `step` until `done()` answers true. */
export async function runWorkers(
  workers: number,
  done: () => boolean,
  step: (worker: number, iteration: number) => Promise<void>,
) {
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = 0; !done(); i += 1) await step(worker, i);
    }),
  );
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
