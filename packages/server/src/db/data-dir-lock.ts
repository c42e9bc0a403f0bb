import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one process's database. A second process opening the same data directory would corrupt
 * it, so the owner writes its pid to a lock file and everyone else refuses while that pid lives.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid}. ` +
        'Stop that server first, or point DATABASE_URL at a PostgreSQL server.',
    );
    this.name = 'DataDirLockedError';
  }
}

export type DataDirLock = { release(): void };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) throw new DataDirLockedError(dataDir, pid);
      fs.unlinkSync(file); // stale lock left by a crashed process
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
