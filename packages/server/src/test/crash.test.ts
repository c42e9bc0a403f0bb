import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { OIL_MESSAGE_TYPES, ROLES } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_KEY_PATTERN } from '../lib/storage/storage.ts';
import { buildTestApp, type TestApp } from './app.ts';
import { createTestDatabase, onPostgres } from './database.ts';
import { registerUser } from './factories.ts';
import { fakeMp4 } from './media.ts';
import { withAdminClient } from './pg-admin.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';
import { addStandard, grantOil, resetFixtures, withoutSignupOil } from './standards.ts';

/*
 * docs/reliability.md#6b-a-server-killed-mid-upload-and-mid-purchase: a server process killed with SIGKILL in the
 * middle of uploads and of purchases leaves no half-written row, file or charge. The server is main.ts in a process of
 * its own on PostgreSQL (a PGlite data directory belongs to the process that dies with it, so this runs on PostgreSQL
 * only); an in-process app on the same database makes the fixtures and reads the outcome.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, done: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

/** Every file under `dir`, as paths relative to it, with their sizes. */
function filesUnder(dir: string): Map<string, number> {
  const found = new Map<string, number>();
  if (!fs.existsSync(dir)) return found;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    // A file the server removes between the listing and its stat (a finished upload's temporary file) is gone.
    const stat = fs.statSync(full, { throwIfNoEntry: false });
    if (stat) found.set(path.relative(dir, full), stat.size);
  }
  return found;
}

describe.skipIf(!onPostgres())('a server process killed with SIGKILL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: TestApp;
  let dataDir: string;
  let env: Record<string, string>;
  const servers: ServerProcess[] = [];
  /** The live server: each test kills it and leaves the restarted one for the next. */
  let server: ServerProcess;
  /** When each step ended, printed once at the end (starting a server process dominates on a busy machine). */
  const t0 = Date.now();
  const timings: string[] = [];
  const mark = (what: string) => timings.push(`${what} ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  beforeAll(async () => {
    resetFixtures();
    database = await createTestDatabase();
    app = await buildTestApp({}, undefined, { database });
    await withoutSignupOil(app);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-data-'));
    env = { DATABASE_URL: database.url as string, DATA_DIR: dataDir, WEB_DIST: '/nonexistent' };
    server = await start();
    mark('started');
  });
  afterAll(async () => {
    console.info(`crash tests: ${timings.join(', ')}`);
    await Promise.all(servers.map((server) => server.kill()));
    await app?.close();
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(): Promise<ServerProcess> {
    const server = await startServerProcess(env);
    servers.push(server);
    return server;
  }

  const query = <T extends object>(text: string, values: unknown[] = []) =>
    withAdminClient(database.url as string, async (c) => (await c.query<T>(text, values)).rows);

  describe('mid-upload', () => {
    const FULL = 2 * 1024 * 1024;
    const SLOW_DECLARED = 8 * 1024 * 1024;
    /** Every body sent, by the id written into it; only those sent in full can ever be stored. */
    const bodies = new Map<number, Buffer>();
    /** Whose upload each id was. */
    const owners = new Map<number, number>();
    let nextId = 1;

    function video(size: number): { id: number; data: Buffer } {
      const id = nextId++;
      const data = fakeMp4(size);
      randomBytes(size - 64).copy(data, 64);
      data.write(`upload-${String(id).padStart(8, '0')}`, 32, 'latin1');
      return { id, data };
    }

    function uploadForm(data: Buffer): FormData {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(data)], { type: 'video/mp4' }), 'resume.mp4');
      return form;
    }

    async function upload(server: ServerProcess, token: string, data: Buffer) {
      const res = await fetch(`${server.url}/u/v1/hunter/upload/vcr`, {
        method: 'POST',
        headers: { 'x-token': token },
        body: uploadForm(data),
      });
      const json = (await res.json()) as { data: { vcr_url: string } };
      if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${JSON.stringify(json)}`);
      return json.data.vcr_url;
    }

    /** An upload whose body trickles in over a raw socket and never ends (the server dies first). */
    function slowUpload(server: ServerProcess, token: string): net.Socket {
      const boundary = `crash${randomBytes(8).toString('hex')}`;
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="resume.mp4"\r\n` +
          'Content-Type: video/mp4\r\n\r\n',
      );
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const { data } = video(SLOW_DECLARED);
      const socket = net.connect(server.port, '127.0.0.1');
      socket.on('error', () => {});
      socket.write(
        `POST /u/v1/hunter/upload/vcr HTTP/1.1\r\nHost: 127.0.0.1\r\nx-token: ${token}\r\n` +
          `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
          `Content-Length: ${head.length + data.length + tail.length}\r\n\r\n`,
      );
      socket.write(head);
      let sent = 0;
      const step = () => {
        if (socket.destroyed || sent >= data.length - 1024) return;
        const size = sent === 0 ? 1024 * 1024 : 64 * 1024;
        socket.write(data.subarray(sent, sent + size));
        sent += size;
        setTimeout(step, 100);
      };
      step();
      return socket;
    }

    const keyOf = (url: string) => new URL(url, 'http://x').pathname.replace(/^\/files\//, '');
    const idIn = (stored: Buffer) => Number(stored.subarray(32, 47).toString('latin1').replace('upload-', ''));

    it('leaves every resume pointing at a whole stored file, served whole, and serves no partial file', async () => {
      const seekers = await Promise.all(Array.from({ length: 6 }, () => registerUser(app, { role: ROLES.seeker })));
      // Each has an acknowledged video before the crash.
      const acknowledged = new Map<number, { key: string; id: number }>();
      for (const seeker of seekers) {
        const { id, data } = video(FULL);
        bodies.set(id, data);
        owners.set(id, seeker.id);
        acknowledged.set(seeker.id, { key: keyOf(await upload(server, seeker.token, data)), id });
      }

      mark('upload: fixtures');
      const [slow, fast] = [seekers.slice(0, 3), seekers.slice(3)];
      const sockets = slow.map((seeker) => slowUpload(server, seeker.token));
      let running = true;
      const since = new Map<number, number>(fast.map((seeker) => [seeker.id, 0]));
      const loops = fast.map(async (seeker) => {
        while (running) {
          const { id, data } = video(FULL);
          bodies.set(id, data);
          owners.set(id, seeker.id);
          try {
            const url = await upload(server, seeker.token, data);
            acknowledged.set(seeker.id, { key: keyOf(url), id });
            since.set(seeker.id, (since.get(seeker.id) ?? 0) + 1);
          } catch {
            return; // the server died under this upload
          }
        }
      });
      const tmp = path.join(dataDir, 'tmp');
      // Killed while the slow bodies are being received and the others keep storing and recording.
      await until('uploads under way', () => {
        const partial = [...filesUnder(tmp).values()].filter((size) => size > 0).length;
        return partial >= slow.length && [...since.values()].every((n) => n >= 2);
      });
      await server.kill();
      running = false;
      await Promise.all(loops);
      for (const socket of sockets) socket.destroy();
      const afterCrash = { tmp: filesUnder(tmp), uploads: filesUnder(path.join(dataDir, 'uploads')) };
      expect(afterCrash.tmp.size).toBeGreaterThanOrEqual(slow.length);

      mark('upload: killed');
      const restarted = await start();
      mark('upload: restarted');
      const rows = await query<{ user_id: number; video_key: string }>(
        'select user_id, video_key from resumes where user_id = any($1)',
        [seekers.map((s) => s.id)],
      );
      expect(rows).toHaveLength(seekers.length);
      for (const seeker of seekers) {
        const key = rows.find((row) => row.user_id === seeker.id)?.video_key ?? '';
        const last = acknowledged.get(seeker.id);
        // The file is whole: byte for byte one of this seeker's bodies.
        const stored = fs.readFileSync(path.join(dataDir, 'uploads', key));
        const id = idIn(stored);
        expect(owners.get(id)).toBe(seeker.id);
        expect(stored.equals(bodies.get(id) as Buffer)).toBe(true);
        // Not lost: the last acknowledged upload, or one sent after it that committed as the server died.
        if (key !== last?.key) expect(id).toBeGreaterThan(last?.id ?? 0);
        // Served whole through the URL the restarted server hands out.
        const info = await fetch(`${restarted.url}/u/v1/user/get/baseinfo`, { headers: { 'x-token': seeker.token } });
        const url = ((await info.json()) as { data: { vcr_url: string } }).data.vcr_url;
        const served = await fetch(new URL(url, restarted.url));
        expect(served.status).toBe(200);
        expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
      }

      // No partial file is visible: the files handler serves only storage keys, and no temp name is one.
      const partial = [...afterCrash.uploads.keys()].filter((key) => key.startsWith('.partial/'));
      for (const name of [...partial, ...afterCrash.tmp.keys()])
        expect(STORAGE_KEY_PATTERN.test(name), name).toBe(false);
      // Nor left behind: the restarted server removed what the dead process was receiving or writing.
      await until('the partial files removed', () =>
        [...afterCrash.tmp.keys()]
          .map((name) => path.join(tmp, name))
          .concat(partial.map((key) => path.join(dataDir, 'uploads', key)))
          .every((file) => !fs.existsSync(file)),
      );
      // Whole files no row names (stored as the server died before its row committed, or replaced): no answer ever
      // names them, so they are not visible; they cost disk space only (ADR 0020).
      const referenced = new Set(rows.map((row) => row.video_key));
      const orphans = [...filesUnder(path.join(dataDir, 'uploads')).keys()].filter((key) => !referenced.has(key));
      console.info(
        `mid-upload crash: ${afterCrash.tmp.size} file(s) being received and ${partial.length} being stored at the ` +
          `kill, all removed on restart; ${orphans.length} whole file(s) no row names`,
      );
      server = restarted;
    }, 120_000);
  });

  describe('mid-purchase', () => {
    it('charges every purchase once, in one piece with its ledger row and message, and loses no acknowledged one', async () => {
      const PRICE = 7;
      const users = await Promise.all(Array.from({ length: 12 }, () => registerUser(app, { role: ROLES.seeker })));
      const standards: number[] = [];
      for (let i = 0; i < 10; i += 1) {
        standards.push(
          await addStandard(app, { ch_name: `崩溃测试规范${i}`, en_name: `Crash ${i}`, crude_num: PRICE }),
        );
      }
      // Enough for 7 of the 10: some purchases are refused for want of oil, racing the others.
      for (const user of users) expect((await grantOil(app, user.id, 7 * PRICE + 3)).statusCode).toBe(200);

      mark('purchase: fixtures');
      // Every (user, standard) twice, shuffled: repeats race their first purchase.
      const orders = users.flatMap((user) =>
        standards.flatMap((id) => [
          { user, id },
          { user, id },
        ]),
      );
      for (let i = orders.length - 1; i > 0; i -= 1) {
        const j = Math.floor(Math.random() * (i + 1));
        [orders[i], orders[j]] = [orders[j] as (typeof orders)[number], orders[i] as (typeof orders)[number]];
      }
      const charged: string[] = [];
      let answered = 0;
      let queue = 0;
      const buyers = Array.from({ length: 12 }, async () => {
        for (let order = orders[queue++]; order; order = orders[queue++]) {
          try {
            const res = await fetch(`${server.url}/u/v1/user/buy/standard`, {
              method: 'POST',
              headers: { 'x-token': order.user.token, 'content-type': 'application/json' },
              body: JSON.stringify({ id: order.id }),
            });
            const json = (await res.json()) as { data: { charged: number } };
            answered += 1;
            if (res.status === 200 && json.data.charged > 0) charged.push(`${order.user.id}:${order.id}`);
          } catch {
            return; // the server died under this purchase
          }
        }
      });
      await until('a third of the purchases answered', () => answered >= orders.length / 3);
      await server.kill();
      await Promise.all(buyers);
      expect(answered).toBeLessThan(orders.length);

      const ids = users.map((user) => user.id);
      async function expectConsistent() {
        // Each purchase has exactly one ledger row of its price and one message; no ledger purchase without one.
        const purchases = await query<{ key: string; ledger: number; amount: number; messages: number }>(
          `select p.user_id || ':' || p.standard_id as key,
             (select count(*)::int from oil_ledger l
               where l.user_id = p.user_id and l.standard_id = p.standard_id and l.reason = 'purchase') as ledger,
             (select coalesce(sum(l.amount), 0)::int from oil_ledger l
               where l.user_id = p.user_id and l.standard_id = p.standard_id and l.reason = 'purchase') as amount,
             (select count(*)::int from messages m
               where m.user_id = p.user_id and m.event_id = p.standard_id and m.message_type = $2) as messages
           from standard_purchases p where p.user_id = any($1)`,
          [ids, OIL_MESSAGE_TYPES.purchased],
        );
        for (const p of purchases) expect(p, p.key).toMatchObject({ ledger: 1, amount: -PRICE, messages: 1 });
        const strays = await query(
          `select 1 from oil_ledger l where l.user_id = any($1) and l.reason = 'purchase'
             and not exists (select 1 from standard_purchases p where p.user_id = l.user_id and p.standard_id = l.standard_id)`,
          [ids],
        );
        expect(strays).toHaveLength(0);
        // Every balance is what was granted less what was bought, and what its ledger adds up to.
        const balances = await query<{ id: number; balance: number; ledger: number; granted: number; bought: number }>(
          `select u.id, u.crude_num as balance,
             (select coalesce(sum(amount), 0)::int from oil_ledger l where l.user_id = u.id) as ledger,
             (select coalesce(sum(amount), 0)::int from oil_ledger l where l.user_id = u.id and l.reason <> 'purchase')
               as granted,
             (select count(*)::int from standard_purchases p where p.user_id = u.id) as bought
           from users u where u.id = any($1)`,
          [ids],
        );
        for (const b of balances) {
          expect(b.balance).toBe(b.ledger);
          expect(b.balance).toBe(b.granted - b.bought * PRICE);
        }
        return { keys: new Set(purchases.map((p) => p.key)), balances };
      }

      const afterCrash = (await expectConsistent()).keys;
      for (const key of charged) expect(afterCrash.has(key), key).toBe(true);

      // The restarted server finishes the job: what was bought is not charged again, the rest is bought.
      mark('purchase: killed');
      const restarted = await start();
      mark('purchase: restarted');
      const again = orders.filter(
        (order, i) => orders.findIndex((o) => o.user === order.user && o.id === order.id) === i,
      );
      queue = 0;
      const retries = Array.from({ length: 6 }, async () => {
        for (let order = again[queue++]; order; order = again[queue++]) await buyAgain(order);
      });
      async function buyAgain({ user, id }: (typeof orders)[number]) {
        const res = await fetch(`${restarted.url}/u/v1/user/buy/standard`, {
          method: 'POST',
          headers: { 'x-token': user.token, 'content-type': 'application/json' },
          body: JSON.stringify({ id }),
        });
        const json = (await res.json()) as { data: { charged: number }; msg: string };
        if (afterCrash.has(`${user.id}:${id}`)) expect(json.data.charged).toBe(0);
        else expect([200, 400]).toContain(res.status);
      }
      await Promise.all(retries);
      // Everyone bought as many as their oil paid for, once each.
      const final = await expectConsistent();
      for (const b of final.balances) expect(b.bought).toBe(Math.min(standards.length, Math.floor(b.granted / PRICE)));
      console.info(
        `mid-purchase crash: ${answered} of ${orders.length} answered before the kill, ${charged.length} charges ` +
          `acknowledged, ${afterCrash.size} purchases committed`,
      );
      server = restarted;
    }, 120_000);
  });
});
