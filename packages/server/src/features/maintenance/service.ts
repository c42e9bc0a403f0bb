import type { MaintenanceRepository, PeriodicTask, Purger } from './repository.ts';

/** Small batches keep each delete's locks and WAL short; the cap keeps one sweep from running for long. */
export const BATCH_SIZE = 5000;
export const MAX_BATCHES_PER_TABLE = 20;

export type SweepResult = { swept: boolean; removed: Record<string, number> };

export type MaintenanceService = ReturnType<typeof createMaintenanceService>;

export function createMaintenanceService(repo: MaintenanceRepository, purgers: Purger[], tasks: PeriodicTask[] = []) {
  return {
    /** Purges expired rows; when another instance is sweeping at that moment, leaves the work to it. */
    async sweep(): Promise<SweepResult> {
      const removed: Record<string, number> = {};
      for (const purger of purgers) {
        let total = 0;
        for (let batch = 0; batch < MAX_BATCHES_PER_TABLE; batch += 1) {
          const count = await repo.purgeBatch(purger, BATCH_SIZE);
          if (count === null) return { swept: false, removed };
          total += count;
          removed[purger.name] = total;
          if (count < BATCH_SIZE) break;
        }
      }
      return { swept: true, removed };
    },

    /** One run of each periodic task, in order; null for one skipped because another instance held the sweep lock. */
    async runTasks(only: PeriodicTask[] = tasks): Promise<Record<string, boolean | null>> {
      const done: Record<string, boolean | null> = {};
      for (const task of only) done[task.name] = await repo.underLock((tx) => task.run(tx));
      return done;
    },
  };
}
