import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCompanies } from '../../db/seed/company-info.ts';
import { seedingIn } from '../../db/seed/seeding.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { authHeader, createAdmin, registerUser } from '../../test/factories.ts';
import { expectBilingualError } from '../../test/http.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const COMPANY = {
  hr_name: '王敏',
  email: 'hr@huadong-build.example.cn',
  address: '上海市浦东新区世纪大道 1568 号',
  wechat: 'huadong_hr',
  mobile: '13912345678',
  company_name: '中建华东工程有限公司',
  company_desc: '大型建筑施工总承包企业。',
};

const get = (url: string, token: string) => app.inject({ method: 'GET', url, headers: authHeader(token) });
const save = (token: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/u/v1/hr/update/company', headers: authHeader(token), payload });

describe('company info', () => {
  it('is null until the HR saves it, then answers what was saved (trimmed)', async () => {
    const hr = await registerUser(app, { role: '2' });
    expect((await get('/u/v1/hr/get/company', hr.token)).json()).toMatchObject({ code: 0, data: null });
    const saved = await save(hr.token, { ...COMPANY, hr_name: '  王敏  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual(COMPANY);
    expect((await get('/u/v1/hr/get/company', hr.token)).json().data).toEqual(COMPANY);
  });

  it('replaces every field on a second save', async () => {
    const hr = await registerUser(app, { role: '2' });
    await save(hr.token, COMPANY);
    const changed = { ...COMPANY, company_name: 'Meridian Engineering', wechat: 'meridian_hr' };
    expect((await save(hr.token, changed)).json().data).toEqual(changed);
    expect((await get('/u/v1/hr/get/company', hr.token)).json().data).toEqual(changed);
  });

  it('accepts a form-encoded save as a browser form sends it', async () => {
    const hr = await registerUser(app, { role: '2' });
    const res = await app.inject({
      method: 'POST',
      url: '/u/v1/hr/update/company',
      headers: { ...authHeader(hr.token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(COMPANY).toString(),
    });
    expect(res.json().data).toEqual(COMPANY);
  });

  it.each([
    ['hr_name', undefined, 'Please enter the HR contact name'],
    ['hr_name', '   ', 'Please enter the HR contact name'],
    ['email', undefined, 'Please enter the email'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['address', '', 'Please enter the company address'],
    ['wechat', undefined, 'Please enter the WeChat ID'],
    ['mobile', undefined, 'Please enter the mobile number'],
    ['mobile', '021-58761234', 'Please enter a valid mobile number'],
    ['mobile', '12012345678', 'Please enter a valid mobile number'],
    ['company_name', undefined, 'Please enter the company name'],
    ['company_desc', '', 'Please enter the company description'],
    ['company_desc', 'x'.repeat(2001), 'This text is too long, please shorten it'],
    ['company_name', 'a\u0000b', undefined],
  ])('refuses %s = %j with a bilingual 400', async (field, value, msgEn) => {
    const hr = await registerUser(app, { role: '2' });
    const body: Record<string, unknown> = { ...COMPANY, [field]: value };
    if (value === undefined) delete body[field];
    expectBilingualError(await save(hr.token, body), 400, msgEn);
    expect((await get('/u/v1/hr/get/company', hr.token)).json().data).toBeNull();
  });

  it('is for HR only: seekers and admins get 403, strangers 401', async () => {
    const seeker = await registerUser(app);
    const admin = await createAdmin(app);
    for (const token of [seeker.token, admin.token]) {
      expectBilingualError(await get('/u/v1/hr/get/company', token), 403);
      expectBilingualError(await save(token, COMPANY), 403);
    }
    expect((await app.inject({ method: 'GET', url: '/u/v1/hr/get/company' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/u/v1/user/get/company/card?hr_id=1' })).statusCode).toBe(401);
  });

  it("shows any signed-in user an HR's card, and null for someone without one", async () => {
    const hr = await registerUser(app, { role: '2' });
    await save(hr.token, COMPANY);
    const seeker = await registerUser(app);
    const otherHr = await registerUser(app, { role: '2' });
    for (const viewer of [seeker, otherHr]) {
      expect((await get(`/u/v1/user/get/company/card?hr_id=${hr.id}`, viewer.token)).json().data).toEqual(COMPANY);
    }
    expect((await get(`/u/v1/user/get/company/card?hr_id=${otherHr.id}`, seeker.token)).json().data).toBeNull();
    expect((await get('/u/v1/user/get/company/card?hr_id=2147483647', seeker.token)).json().data).toBeNull();
  });

  it.each(['', '?hr_id=0', '?hr_id=abc', '?hr_id=2147483648'])('refuses the card query %j', async (query) => {
    const seeker = await registerUser(app);
    expectBilingualError(await get(`/u/v1/user/get/company/card${query}`, seeker.token), 400);
  });

  it('is seeded for the demo recruiters, valid by the form’s own rules', async () => {
    const demoHr = await registerUser(app, { role: '2', phone: '13900000001' });
    await app.database.db.transaction((tx) => seedCompanies(seedingIn(app, tx)));
    const card = (await get('/u/v1/hr/get/company', demoHr.token)).json().data;
    expect(card).toMatchObject({ company_name: '中建华东工程有限公司', mobile: '13900000001' });
    expect((await save(demoHr.token, card)).statusCode).toBe(200);
  });
});
