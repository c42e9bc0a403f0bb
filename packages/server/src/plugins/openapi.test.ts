import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.ts';
import { expectBilingualError } from '../test/http.ts';

describe('/docs in production', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ NODE_ENV: 'production' });
  });
  afterAll(() => app.close());

  it('is not served unless API_DOCS=on', async () => {
    expectBilingualError(await app.inject({ method: 'GET', url: '/docs' }), 404);
    expectBilingualError(await app.inject({ method: 'GET', url: '/docs/json' }), 404);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
