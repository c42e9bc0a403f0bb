import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';

export type Child = {
  url: string;
  /** Sends a message and resolves with the child's next answer. */
  ask<T>(message: object): Promise<T>;
  stop(): Promise<void>;
};

/** Starts a TypeScript file of this folder (harness/) in a child process (through tsx) and waits for its URL. */
export async function startChild(
  file: string,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<Child> {
  const child: ChildProcess = fork(path.resolve(import.meta.dirname, file), [], {
    execArgv: ['--import', 'tsx', ...nodeArgs],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <T>() =>
    new Promise<T>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`${file} exited with ${code}`));
      child.once('exit', onExit);
      child.once('message', (message) => {
        child.off('exit', onExit);
        resolve(message as T);
      });
    });
  const { url } = await next<{ url: string }>();
  return {
    url,
    ask: <T>(message: object) => {
      const answer = next<T>();
      child.send(message);
      return answer;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.disconnect();
      }),
  };
}
