import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeAbandonedTempFiles } from '../lib/storage/incoming.ts';

// A process killed while receiving uploads (SIGKILL, out of memory, power loss) leaves its partial temp files in
// DATA_DIR/tmp; crash.test.ts kills a real server and checks the restarted one removed them.
describe('the temp files of uploads a killed process was receiving', () => {
  it('are removed by the next process of this machine, and no live process loses its own', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-tmp-'));
    try {
      const host = os.hostname();
      const uuid = () => randomUUID();
      const dead = spawnSync(process.execPath, ['-e', '0']).pid;
      const names = {
        dead: `upload-${uuid()}-${dead}@${host}`,
        earlierSamePid: `upload-${uuid()}-${process.pid}@${host}`,
        live: `upload-${uuid()}-${process.ppid}@${host}`,
        otherMachine: `upload-${uuid()}-${dead}@elsewhere-${host}`,
        notOurs: 'notes.txt',
      };
      for (const name of Object.values(names)) fs.writeFileSync(path.join(dir, name), 'partial');
      expect(await removeAbandonedTempFiles(dir)).toBe(2);
      expect(fs.readdirSync(dir).sort()).toEqual([names.live, names.otherMachine, names.notOurs].sort());
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
