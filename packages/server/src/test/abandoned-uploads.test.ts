import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeAbandonedTempFiles } from '../lib/storage/incoming.ts';
import { createLocalDiskStorage } from '../lib/storage/local-disk.ts';
import { STORAGE_KEY_PATTERN } from '../lib/storage/storage.ts';

// A process killed while receiving uploads (SIGKILL, out of memory, power loss) leaves its partial temp files in
// DATA_DIR/tmp, and one killed while storing a file leaves it half-written in DATA_DIR/uploads/.partial;
// crash.test.ts kills a real server and checks the restarted one removed them.
const host = os.hostname();
const dead = () => spawnSync(process.execPath, ['-e', '0']).pid;

describe('the temp files of uploads a killed process was receiving', () => {
  it('are removed by the next process of this machine, and no live process loses its own', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-tmp-'));
    try {
      const uuid = () => randomUUID();
      const gone = dead();
      const names = {
        dead: `upload-${uuid()}-${gone}@${host}`,
        earlierSamePid: `upload-${uuid()}-${process.pid}@${host}`,
        live: `upload-${uuid()}-${process.ppid}@${host}`,
        otherMachine: `upload-${uuid()}-${gone}@elsewhere-${host}`,
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

describe('a file a killed process was storing on local disk', () => {
  it('is removed when the storage opens again, and stays invisible to every key', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'crash-uploads-'));
    try {
      const partial = path.join(root, '.partial');
      fs.mkdirSync(partial);
      const [abandoned, live] = [dead(), process.ppid].map((pid) => `upload-${randomUUID()}-${pid}@${host}`);
      for (const name of [abandoned, live]) fs.writeFileSync(path.join(partial, name as string), 'half');
      expect(STORAGE_KEY_PATTERN.test(`.partial/${abandoned}`)).toBe(false);

      const storage = createLocalDiskStorage(root);
      await storage.put('videos/1/3f2a.mp4', Buffer.from('whole'));
      expect(fs.readdirSync(partial)).toEqual([live]);
      expect(await storage.size('videos/1/3f2a.mp4')).toBe(5);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
