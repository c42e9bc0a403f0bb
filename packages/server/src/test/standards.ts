import type { StandardUploadFields } from '@app/shared';
import { samplePdf } from '../features/standards/sample-pdf.ts';
import type { TestApp } from './app.ts';
import { authHeader, createAdmin } from './factories.ts';

/** A standard added through the service as the demo seed does; answers its id. */
export async function addStandard(app: TestApp, fields: Partial<StandardUploadFields> = {}) {
  const all: StandardUploadFields = {
    ch_name: '测试规范',
    en_name: 'Test code',
    ver: 'GB 00000-2020',
    comment: '测试用',
    crude_num: 0,
    ...fields,
  };
  const row = await app.services.standards.add(all, await samplePdf([all.ch_name, all.en_name, all.ver]));
  return row.id;
}

let admin: { token: string } | null = null;

/** Grants (or with a negative amount deducts) oil through the administrator's call; answers the response. */
export async function grantOil(app: TestApp, userId: number, amount: number, reason = '测试发放') {
  admin ??= await createAdmin(app);
  return app.inject({
    method: 'POST',
    url: '/u/v1/admin/grant/oil',
    headers: authHeader(admin.token),
    payload: { user_id: userId, amount, reason },
  });
}

/** Forgets the cached administrator (a new test app has a new database). */
export function resetFixtures() {
  admin = null;
}

/**
 * Turns the sign-up grant off (ADR 0099) for a test file whose arithmetic starts new accounts at 0 oil; the grant
 * itself is tested in features/oil/signup-grant.test.ts.
 */
export async function withoutSignupOil(app: TestApp) {
  await app.services.oil.setSignupGrant(0);
}
