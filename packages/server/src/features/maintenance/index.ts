import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMaintenanceRepository, type Purger } from './repository.ts';
import { createMaintenanceService, type MaintenanceService } from './service.ts';

export { type Purger, SWEEP_LOCK } from './repository.ts';
export { createMaintenanceService, type MaintenanceService, type SweepResult } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sweep the timer runs, for a sweep on demand (tests, operators). */
    maintenance: MaintenanceService;
  }
}

export type MaintenanceOptions = { intervalMs: number; purgers: Purger[] };

/** Sweeps expired rows every `intervalMs` (0 = never) while the app runs; a failed sweep waits for the next. */
export const maintenancePlugin = fp(async (app: FastifyInstance, { intervalMs, purgers }: MaintenanceOptions) => {
  const maintenance = createMaintenanceService(createMaintenanceRepository(app.database.db), purgers);
  app.decorate('maintenance', maintenance);
  if (intervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const sweep = () => {
    if (running) return;
    running = maintenance
      .sweep()
      .then(({ swept, removed }) => {
        const total = Object.values(removed).reduce((sum, n) => sum + n, 0);
        if (swept && total > 0) app.log.info({ removed }, 'expired rows purged');
      })
      .catch((err: unknown) => app.log.warn({ err }, 'purge of expired rows failed'))
      .finally(() => {
        running = undefined;
      });
  };

  app.addHook('onReady', async () => {
    timer = setInterval(sweep, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
});
