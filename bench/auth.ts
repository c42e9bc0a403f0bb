import { CaptchaSchema, envelope, LoginResultSchema } from '@app/shared';
import { load, startServer, writeReport } from './lib.ts';

/** Captcha drawing, session lookup and health: the per-request cost every later call builds on. */
export async function benchAuth(): Promise<string> {
  const server = await startServer();
  try {
    const captcha = envelope(CaptchaSchema).parse(await (await fetch(`${server.url}/u/v1/base/captcha`)).json());
    const register = await fetch(`${server.url}/u/v1/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        mobile: '13512345678',
        password: 'bench-password-1',
        captcha: 'BENCH',
        captcha_id: captcha.data.captchaId,
      }),
    });
    const user = envelope(LoginResultSchema).parse(await register.json()).data;
    const results = [
      await load('GET /healthz', { url: `${server.url}/healthz` }),
      await load('GET /u/v1/base/captcha (draws a PNG)', { url: `${server.url}/u/v1/base/captcha` }),
      await load('GET /u/v1/user/get/crude/and/profile (session lookup)', {
        url: `${server.url}/u/v1/user/get/crude/and/profile`,
        headers: { 'x-token': user.token },
      }),
    ];
    const db = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
    return writeReport('auth.md', `Accounts and platform (${db})`, results, [
      '10 s per scenario, 10 connections, loopback only. Run with `npm run bench`.',
    ]);
  } finally {
    await server.close();
  }
}
