import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { seedDemoIfWanted } from './db/seed/index.ts';

const config = loadConfig();
try {
  const app = await buildApp(config);
  await seedDemoIfWanted(app, config);
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info(`${signal} received, closing`);
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
