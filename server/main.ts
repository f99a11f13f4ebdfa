import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase, withStartupLock } from './db/migrate.ts';
import { ensureDemoShop } from './db/seed/index.ts';
import { healProductSummaries } from './modules/catalog/summaries-repo.ts';
import { schedulePruning } from './modules/maintenance/schedule.ts';
import { refusalLine, startupProblems, startupWarnings } from './startup-checks.ts';

// read config → refuse an unsafe mode → open db → migrate (+ seed an empty demo shop) → buildApp → listen;
// graceful shutdown.
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      // One line, like every refusal to start: what is wrong, in the settings' own names.
      console.error(`Refusing to start: ${error.message.replace(/\s*\n\s*/g, ' ')}`);
      process.exit(1);
    }
    throw error;
  }
  // Before anything is opened: production without its settings, or an open outbox on a public address.
  const problems = startupProblems(config);
  if (problems.length > 0) {
    console.error(refusalLine(problems));
    process.exit(1);
  }

  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  const app = await buildApp({ config, database });
  const log = app.log;
  log.info({ mode: config.mode }, `shop mode: ${config.mode}`);
  for (const warning of startupWarnings(config)) log.warn(warning);

  log.info({ database: database.kind }, 'applying migrations');
  await withStartupLock(database, () => migrateDatabase(database));
  const healed = await healProductSummaries(database.db);
  if (healed > 0) log.info({ healed }, 'filled in listing columns of existing products');
  if (config.seedDemo) {
    const started = Date.now();
    const result = await ensureDemoShop(database, {
      uploadsDir: config.uploadsDir,
      log: (msg: string) => log.info(msg),
    });
    log.info({ result, ms: Date.now() - started }, 'demo shop');
  }

  const stopPruning = schedulePruning(database.db, config.pruneIntervalMs, config.returnWindowDays, log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    stopPruning();
    log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownGraceMs);
    force.unref();
    try {
      await app.close();
      await database.close();
      log.info('bye');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  log.info(`${config.shopName} is open at http://${shownHost}:${config.port}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
