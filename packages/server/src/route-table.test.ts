import { API_PREFIX, apiOperations } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/app.ts';

/**
 * The route table (packages/shared/src/api) is the API: the server registers each of its calls and no other, with the
 * table's auth, so a call added on one side only fails here.
 */
let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

const key = (method: string, url: string) => `${method} ${url}`;

describe('the route table', () => {
  it('equals the routes the server registers under the API prefix', () => {
    const registered = app.routeAuth
      .filter((route) => route.method !== 'HEAD' && route.url.startsWith(`${API_PREFIX}/`))
      .map((route) => key(route.method, route.url))
      .sort();
    const table = apiOperations()
      .map(({ route }) => key(route.method, `${API_PREFIX}${route.path}`))
      .sort();
    expect(registered).toEqual(table);
  });

  it('gives each call the auth the server enforces', () => {
    const auth = new Map(app.routeAuth.map((route) => [key(route.method, route.url), route.auth]));
    for (const { route } of apiOperations()) {
      expect(auth.get(key(route.method, `${API_PREFIX}${route.path}`)), route.path).toEqual(route.auth);
    }
  });

  it('names each operation once', () => {
    const ids = apiOperations().map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
