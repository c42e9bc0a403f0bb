import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../test/app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp({}, (a) => {
    a.get('/u/v1/test/explode', { config: { auth: 'public' } }, async () => {
      throw new Error('secret internal detail');
    });
    a.post(
      '/u/v1/test/echo',
      { config: { auth: 'public' }, schema: { body: z.object({ age: z.number().int() }) } },
      async () => ({ ok: true }),
    );
  });
});
afterAll(() => app.close());

describe('the HTTP platform', () => {
  it('answers an unknown API route with a bilingual 404 envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/u/v1/no/such/route' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '接口不存在', msg_en: 'No such API endpoint' });
  });

  it('answers an unexpected error with a 500 envelope and no stack trace', async () => {
    const res = await app.inject({ method: 'GET', url: '/u/v1/test/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      code: 500,
      msg: '服务器开小差了，请稍后重试',
      msg_en: 'Something went wrong on our side, please try again later',
    });
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toContain('at ');
  });

  it('names the field in validation errors it has no specific message for', async () => {
    const wrong = await app.inject({ method: 'POST', url: '/u/v1/test/echo', payload: { age: 'old' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ code: 400, msg: '“age”格式不正确', msg_en: 'The field "age" is invalid' });
    const missing = await app.inject({ method: 'POST', url: '/u/v1/test/echo', payload: {} });
    expect(missing.json()).toEqual({ code: 400, msg: '缺少必填项“age”', msg_en: 'The field "age" is required' });
  });

  it("uses the rule's own message when the schema has one", async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/u/v1/user/passwd_login',
      payload: { mobile: '13812345678', password: 'long-enough-1', captcha: 'ABCDE', captcha_id: 'not-a-uuid' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg_en).toBe('The captcha has expired, please refresh it');
  });

  it('refuses an unsupported content type with a bilingual 4xx', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/u/v1/user/passwd_login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 415, msg: expect.any(String), msg_en: expect.any(String) });
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/u/v1/user/passwd_login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ mobile: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().msg_en).toBe('The upload is too large');
  });

  it('reports health only when the database answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('sets security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    // A course lesson's https video plays on the page; plain http media does not load.
    expect(res.headers['content-security-policy']).toMatch(/(^|;)media-src 'self' blob: https:(;|$)/);
  });

  it('serves OpenAPI generated from the zod schemas at /docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const spec = res.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/u/v1/base/captcha', '/u/v1/user/register', '/u/v1/user/passwd_login']),
    );
    expect(spec.paths['/u/v1/user/register'].post.requestBody).toBeDefined();
    const ui = await app.inject({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});
