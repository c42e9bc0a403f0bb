import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { createTestDatabase } from '../../test/database.ts';
import { authHeader } from '../../test/factories.ts';
import { userWithMessages } from './test-fixtures.ts';

/*
 * The header polls the messages list of every signed-in user: each statement is a round trip and drizzle work on
 * the server's one JS thread. The page and its exact total are one statement, also past the last page.
 */

/** Statements that only frame another (a transaction), not reads. */
const PLUMBING = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

/** The statements of ours run while a request is recorded; null between requests. */
let recorded: string[] | null = null;
const observer = {
  logQuery(query: string) {
    if (!PLUMBING.test(query)) recorded?.push(query.replace(/\s+/g, ' '));
  },
};

let database: Database;
let app: TestApp;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase({ observer });
  app = await buildTestApp({}, undefined, { database });
  ({ token } = (await userWithMessages(app, 3)).user);
  // The start's periodic tasks run in the background: done before anything is recorded.
  await app.maintenance.idle();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function statementsOf(url: string) {
  recorded = [];
  const res = await app.inject({ method: 'GET', url, headers: authHeader(token) });
  const ran = recorded;
  recorded = null;
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json(), ran, list: `\n${ran.map((s) => `  ${s.slice(0, 160)}`).join('\n')}` };
}

const onMessages = (ran: string[]) => ran.filter((s) => s.includes('"messages"'));

describe('database round trips of the messages list', () => {
  it('a page with messages: the session, then the page and its total in one statement', async () => {
    const { body, ran, list } = await statementsOf('/u/v1/user/get/messages?pn=1&p_size=2');
    expect(body).toMatchObject({ code: 0, total: 3 });
    expect(body.data.map((m: { content: string }) => m.content)).toEqual(['申请查看简历 3', '申请查看简历 2']);
    expect(onMessages(ran), list).toHaveLength(1);
    expect(ran.length, list).toBeLessThanOrEqual(2);
  });

  it('a page past the last row still answers the exact total, counted in a second statement', async () => {
    const { body, ran, list } = await statementsOf('/u/v1/user/get/messages?pn=5&p_size=2');
    expect(body).toMatchObject({ code: 0, data: [], total: 3 });
    expect(onMessages(ran), list).toHaveLength(2);
    expect(ran.length, list).toBeLessThanOrEqual(3);
  });
});
