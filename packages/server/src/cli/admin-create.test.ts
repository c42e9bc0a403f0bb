import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { acquireDataDirLock } from '../db/data-dir-lock.ts';
import { users } from '../db/schema/index.ts';

const run = promisify(execFile);
const serverRoot = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function adminCreate(...args: string[]) {
  try {
    const { stdout, stderr } = await run('npx', ['tsx', 'src/cli/admin-create.ts', ...args], {
      cwd: serverRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, output: e.stdout + e.stderr };
  }
}

// Each case starts a process that compiles the CLI and opens (and on first use migrates) an embedded database.
describe('npm run admin:create', { timeout: 120_000 }, () => {
  it('creates an administrator in the embedded database', async () => {
    const result = await adminCreate('--phone', '13811112222', '--password', 'admin-password-1');
    expect(result.output).toContain('Administrator 13811112222 created');
    expect(result.code).toBe(0);
    const database = await openDatabase({ kind: 'pglite', dataDir });
    const rows = await database.db.select().from(users);
    await database.close();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ phone: '13811112222', role: '1' });
  });

  it('refuses a phone that already exists', async () => {
    const result = await adminCreate('--phone', '13811112222', '--password', 'admin-password-1');
    expect(result.code).toBe(1);
    expect(result.output).toContain('already exists');
  });

  it('refuses bad arguments', async () => {
    const result = await adminCreate('--phone', '123', '--password', 'short');
    expect(result.code).toBe(2);
    expect(result.output).toContain('--phone must be');
    expect(result.output).toContain('--password must be');
  });

  it('refuses to open the embedded database while a server holds it', async () => {
    const lock = acquireDataDirLock(dataDir);
    try {
      const result = await adminCreate('--phone', '13811113333', '--password', 'admin-password-1');
      expect(result.code).toBe(1);
      expect(result.output).toContain(`in use by process ${process.pid}`);
    } finally {
      lock.release();
    }
  });
});
