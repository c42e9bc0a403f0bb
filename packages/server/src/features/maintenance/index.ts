import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMaintenanceRepository, type PeriodicTask, type Purger } from './repository.ts';
import { createMaintenanceService, type MaintenanceService } from './service.ts';

export { type Purger, SWEEP_LOCK } from './repository.ts';
export {
  BATCH_SIZE,
  createMaintenanceService,
  MAX_BATCHES_PER_TABLE,
} from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sweep and tasks the timers run, for a run on demand (tests, operators). */
    maintenance: MaintenanceService & {
      /** Settles when no scheduled run is going (after ready: the first run of every task is done). */
      idle(): Promise<void>;
    };
  }
}

export type MaintenanceOptions = { intervalMs: number; purgers: Purger[]; tasks?: PeriodicTask[] };

/**
 * Sweeps expired rows every `intervalMs` (0 = never) while the app runs, and runs each periodic task once when
 * the app is ready (in the background: ready hooks have a time limit, a recompute at scale takes seconds) and then
 * every `task.intervalMs`; a failed run waits for the next, and a run never starts while the previous one of the
 * same work is still going.
 */
export const maintenancePlugin = fp(
  async (app: FastifyInstance, { intervalMs, purgers, tasks = [] }: MaintenanceOptions) => {
    const maintenance = createMaintenanceService(createMaintenanceRepository(app.database.db), purgers, tasks);
    const timers: NodeJS.Timeout[] = [];
    const running = new Set<Promise<void>>();
    const idle = async () => {
      await Promise.all(running);
    };
    app.decorate('maintenance', { ...maintenance, idle });

    /** A function that starts `work` unless its previous run is still going. */
    const runner = (work: () => Promise<void>, failure: string) => {
      let current: Promise<void> | undefined;
      return () => {
        if (current) return;
        const run = work()
          .catch((err: unknown) => app.log.warn({ err }, failure))
          .finally(() => {
            current = undefined;
            running.delete(run);
          });
        current = run;
        running.add(run);
      };
    };
    const every = (ms: number, run: () => void) => {
      const timer = setInterval(run, ms);
      timer.unref();
      timers.push(timer);
    };

    const sweep = runner(async () => {
      const { swept, removed } = await maintenance.sweep();
      const total = Object.values(removed).reduce((sum, n) => sum + n, 0);
      if (swept && total > 0) app.log.info({ removed }, 'expired rows purged');
    }, 'purge of expired rows failed');

    app.addHook('onReady', async () => {
      if (intervalMs > 0) every(intervalMs, sweep);
      for (const task of tasks) {
        const run = runner(async () => {
          await maintenance.runTasks([task]);
        }, `periodic task ${task.name} failed`);
        run();
        if (task.intervalMs > 0) every(task.intervalMs, run);
      }
    });
    // Before any onClose hook: the database may be closed by one registered after this plugin.
    app.addHook('preClose', async () => {
      for (const timer of timers) clearInterval(timer);
      await idle();
    });
  },
);
