import net from 'node:net';
import { EMAIL_PATTERN } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.ts';
import { authHeader, registerUser } from '../test/factories.ts';
import { expectBilingualError, multipart } from '../test/http.ts';
import { findTextFault } from './input-guard.ts';

let app: TestApp;
let seeker: string;
/** Log lines the app wrote at warn or above (pino levels: 40 warn, 50 error). */
let loudLines: { level: number; msg: string }[] = [];

/** Reads what pino writes: children share the root logger's destination stream. */
function captureLogs(target: TestApp) {
  const log = target.log as unknown as Record<symbol, { write(line: string): void }>;
  const streamSym = Object.getOwnPropertySymbols(log).find((s) => s.description === 'pino.stream');
  if (!streamSym) throw new Error('no pino stream on app.log');
  const stream = log[streamSym] as { write(line: string): void };
  stream.write = (line: string) => {
    const entry = JSON.parse(line) as { level: number; msg: string };
    if (entry.level >= 40) loudLines.push(entry);
  };
}

beforeAll(async () => {
  app = await buildTestApp({ LOG_LEVEL: 'info' }, (a) => {
    captureLogs(a);
    a.get('/u/v1/test/explode', { config: { auth: 'public' } }, async () => {
      throw new Error('boom');
    });
  });
  seeker = (await registerUser(app)).token;
});
afterAll(() => app.close());

const resume = {
  nick_name: '张伟',
  birthday: '1990-05-01',
  email: 'zhangwei@example.com',
  address: '上海市浦东新区',
  gender: 'male',
  status: 2,
  experience: 10,
  degree: 2,
  self_desc: '结构工程师',
  projects: [
    { project_name: '桥', position: '工程师', description: '设计', start_time: '2019-01-01', end_time: '2020-01-01' },
  ],
};

describe('a huge field cannot freeze the server', () => {
  it('refuses a save/resume with a 1 MB email by its length, before the email rule reads it', async () => {
    // The old email rule backtracked quadratically on dotted labels: 196 KB blocked the server for 28 s. Whatever
    // the rule, it never sees more than the field's length.
    const email = `a@${'a.'.repeat(512 * 1024 - 2)}@`;
    const rule = vi.spyOn(EMAIL_PATTERN, 'test');
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/u/v1/hunter/save/resume',
        headers: authHeader(seeker),
        payload: { ...resume, email: email.slice(0, 1024 * 1024 - 2048) },
      });
      expectBilingualError(res, 400, 'This text is too long, please shorten it');
      expect(rule).not.toHaveBeenCalled();
    } finally {
      rule.mockRestore();
    }
  });

  it('answers a long id list at once, before reading its ids', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/u/v1/user/batch/read/messages',
      headers: authHeader(seeker),
      payload: { msg_id_list: new Array(300_000).fill(1) },
    });
    expectBilingualError(res, 400, 'Invalid message id');
  });
});

describe('NUL in any text is a 400, never a database error', () => {
  const nul = 'a\u0000b';
  const expectNul = (res: Parameters<typeof expectBilingualError>[0]) =>
    expectBilingualError(res, 400, 'The request contains an invalid character (NUL)');

  it('in a JSON body, also nested and in a key', async () => {
    for (const payload of [
      { ...resume, address: nul },
      { ...resume, projects: [{ ...resume.projects[0], description: nul }] },
      { ...resume, [nul]: 'x' },
    ]) {
      expectNul(
        await app.inject({ method: 'POST', url: '/u/v1/hunter/save/resume', headers: authHeader(seeker), payload }),
      );
    }
  });

  it('in a query string, a path parameter, a form and a multipart field', async () => {
    expectNul(
      await app.inject({ method: 'GET', url: '/u/v1/hunter/search/job?key_word=%00', headers: authHeader(seeker) }),
    );
    expectNul(
      await app.inject({ method: 'POST', url: '/u/v1/user/edit/baseinfo?nick_name=%00', headers: authHeader(seeker) }),
    );
    expectNul(
      await app.inject({ method: 'GET', url: '/u/v1/admin/download/hunter/resume/1%00', headers: authHeader(seeker) }),
    );
    expectNul(
      await app.inject({
        method: 'POST',
        url: '/u/v1/user/passwd_login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'mobile=13800000000&password=%00%00%00%00%00%00%00%00%00%00&captcha=ABCDE&captcha_id=x',
      }),
    );
    const form = multipart({
      project_name: nul,
      position: 'p',
      description: 'd',
      start_time: '2019-01-01',
      end_time: '2020-01-01',
    });
    expectNul(
      await app.inject({
        method: 'POST',
        url: '/u/v1/hunter/add/project',
        payload: form.payload,
        headers: { ...form.headers, ...authHeader(seeker) },
      }),
    );
  });
});

describe('a lone UTF-16 surrogate in any text is a 400 naming the field, never a database error', () => {
  const lone = (res: Parameters<typeof expectBilingualError>[0], field?: string) => {
    const body = expectBilingualError(res, 400);
    expect(body.msg_en).toMatch(/lone UTF-16 surrogate/);
    if (field) expect(body.msg_en).toContain(`"${field}"`);
  };
  const json = (url: string, payload: string, token = seeker) =>
    app.inject({
      method: 'POST',
      url,
      headers: { ...authHeader(token), 'content-type': 'application/json' },
      payload,
    });

  it('in a saved search, which every job seeker may write (its query is kept as jsonb)', async () => {
    for (const [payload, field] of [
      ['{"name":"a\\ud800b","query":{}}', 'name'],
      ['{"name":"x","query":{"key_word":"a\\ud800b"}}', 'key_word'],
      ['{"name":"x","query":{"key_word":"\\udfff"}}', 'key_word'],
      ['{"name":"x","query":{"city":["\\udbff"]}}', 'city'],
    ] as const) {
      lone(await json('/u/v1/hunter/save/search', payload), field);
    }
    const list = await app.inject({
      method: 'GET',
      url: '/u/v1/hunter/get/saved/searches',
      headers: authHeader(seeker),
    });
    expect(list.json().data).toEqual([]);
  });

  it('in a key of a JSON body', async () => {
    lone(await json('/u/v1/hunter/save/search', '{"name":"x","query":{},"\\ud800":1}'));
  });

  it('is found wherever a parsed query, form or multipart body can hold text, under the nearest field', () => {
    const query = Object.assign(Object.create(null), { ok: 'x', list: ['a', ['b', 'c\uDFFF']] });
    expect(findTextFault(query)).toEqual({ fault: 'surrogate', field: 'list' });
    expect(findTextFault({ a: { b: [{ c: '\uD800' }] } })).toEqual({ fault: 'surrogate', field: 'c' });
    expect(findTextFault({ 'k\uDBFF': 'v' })).toEqual({ fault: 'surrogate' });
    expect(findTextFault('\uDC00')).toEqual({ fault: 'surrogate' });
    expect(findTextFault({ a: 'a\u0000b' })).toEqual({ fault: 'nul', field: 'a' });
    expect(findTextFault({ a: '😀𝟙 张三', b: ['\uD83D\uDE00'] })).toBeNull();
  });

  it('names a long field by its first 40 characters', async () => {
    const key = '键'.repeat(100);
    const res = await json('/u/v1/hunter/save/search', `{"name":"x","query":{},"${key}":"\\ud800"}`);
    expect(expectBilingualError(res, 400).msg_en).toBe(
      `The field "${'键'.repeat(40)}…" contains an invalid character (a lone UTF-16 surrogate)`,
    );
  });

  it('accepts well-formed pairs (emoji) and characters beyond the BMP', async () => {
    const res = await json('/u/v1/hunter/save/search', '{"name":"\\ud83d\\ude00 𝟙","query":{"key_word":"😀"}}');
    expect(res.statusCode).toBe(200);
    await app.inject({
      method: 'DELETE',
      url: `/u/v1/hunter/delete/saved/search/${res.json().data.id}`,
      headers: authHeader(seeker),
    });
  });
});

describe('ids and pages beyond int4 are a 400', () => {
  it.each([
    '/u/v1/user/read/message?msg_id=2147483648',
    '/u/v1/user/read/message?msg_id=99999999999999999999',
    '/u/v1/user/get/messages?pn=2147483648',
    '/u/v1/user/get/messages?p_size=2147483648',
    '/u/v1/hunter/search/job?cert=2147483648',
    '/u/v1/hunter/search/job?pn=2147483648',
    '/u/v1/hunter/get/job?id=2147483648',
    '/u/v1/admin/download/hunter/resume/2147483648',
  ])('GET %s', async (url) => {
    expectBilingualError(await app.inject({ method: 'GET', url, headers: authHeader(seeker) }), 400);
  });

  it('a project id past int4 in a JSON body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/u/v1/hunter/save/resume',
      headers: authHeader(seeker),
      payload: { ...resume, projects: [{ ...resume.projects[0], id: 2 ** 31 }] },
    });
    expectBilingualError(res, 400, 'Invalid project id');
  });
});

describe('an id is plain decimal digits or a JSON integer, in a path, a query and a body', () => {
  const NOT_DECIMAL = ['+7', ' 7 ', '0x7', '7e0', '7.0', '0b111', '%EF%BC%97'];

  it.each(NOT_DECIMAL)('refuses %j in a path parameter and in a query id', async (text) => {
    const id = encodeURIComponent(decodeURIComponent(text));
    expectBilingualError(
      await app.inject({
        method: 'DELETE',
        url: `/u/v1/hunter/delete/saved/search/${id}`,
        headers: authHeader(seeker),
      }),
      400,
    );
    expectBilingualError(
      await app.inject({ method: 'GET', url: `/u/v1/user/read/message?msg_id=${id}`, headers: authHeader(seeker) }),
      400,
      'Invalid message id',
    );
  });

  it.each([...NOT_DECIMAL.map((text) => decodeURIComponent(text)), true, 7.5, [7], { id: 7 }])(
    'refuses %j as a body id',
    async (id) => {
      const res = await app.inject({
        method: 'POST',
        url: '/u/v1/hunter/save/job',
        headers: authHeader(seeker),
        payload: { job_id: id },
      });
      expectBilingualError(res, 400, 'Invalid job id');
    },
  );

  it('takes digits as text and as a JSON integer (a job that does not exist: 404, not 400)', async () => {
    for (const job_id of ['2147483647', 2147483647]) {
      const res = await app.inject({
        method: 'POST',
        url: '/u/v1/hunter/save/job',
        headers: authHeader(seeker),
        payload: { job_id },
      });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('framework errors answer in the envelope', () => {
  it('a malformed URL encoding', async () => {
    for (const url of ['/u/v1/%E0%A4%A', '/u/v1/admin/download/hunter/resume/%E0%A4%A'])
      expectBilingualError(await app.inject({ method: 'GET', url }), 400, 'The request address is malformed');
  });

  it('bad JSON, an empty JSON body and a prototype-poisoning body', async () => {
    for (const payload of ['{bad', '', '{"__proto__":{"role":"1"}}']) {
      const res = await app.inject({
        method: 'POST',
        url: '/u/v1/user/passwd_login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expectBilingualError(res, 400, 'The request body is malformed');
    }
  });

  it('an unsupported content type', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/u/v1/user/passwd_login',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expectBilingualError(res, 415, 'This content type is not supported');
  });

  it('a request that Node refuses to parse, over a real socket', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () =>
        socket.write('GET /u/v1 HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'),
      );
      let data = '';
      socket.on('data', (chunk) => {
        data += chunk.toString('utf8');
      });
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(body).toEqual({ code: 400, msg: '请求内容格式不正确', msg_en: 'The request body is malformed' });
  });

  it('logs client mistakes below warn, and a server fault at error', async () => {
    loudLines = [];
    await app.inject({ method: 'GET', url: '/u/v1/%E0%A4%A' });
    await app.inject({ method: 'GET', url: '/u/v1/user/read/message?msg_id=2147483648', headers: authHeader(seeker) });
    await app.inject({ method: 'GET', url: '/u/v1/hunter/search/job?key_word=%00', headers: authHeader(seeker) });
    await app.inject({
      method: 'POST',
      url: '/u/v1/user/passwd_login',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(loudLines).toEqual([]);
    await app.inject({ method: 'GET', url: '/u/v1/test/explode' });
    expect(loudLines.map((l) => l.level)).toEqual([50]);
  });
});
