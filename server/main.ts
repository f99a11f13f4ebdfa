import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase, withStartupLock } from './db/migrate.ts';
import { drawDemoTwins, ensureDemoShop } from './db/seed/index.ts';
import { createLogger } from './lib/logger.ts';
import { createReadiness } from './lib/readiness.ts';
import { healProductSummaries } from './modules/catalog/summaries-repo.ts';
import { openPlatform } from './platform/index.ts';
import { refusalLine, startupProblems, startupWarnings } from './startup-checks.ts';

// read config → refuse an unsafe mode → open db → migrate → open the engines (bus, store, queue,
// metrics) → seed an empty demo shop → buildApp → start the queue → listen, ready. On SIGTERM/SIGINT:
// not ready at once, keep answering for DRAIN_MS (the load balancer stops sending), then close.
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

  // One logger from the first line on: the engines and the app's requests write through it too.
  const log = createLogger(config);
  log.info({ mode: config.mode }, `shop mode: ${config.mode}`);
  for (const warning of startupWarnings(config)) log.warn(warning);

  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  log.info({ database: database.kind }, 'applying migrations');
  await withStartupLock(database, () => migrateDatabase(database));
  const healed = await healProductSummaries(database.db);
  if (healed > 0) log.info({ healed }, 'filled in listing columns of existing products');

  const platform = await openPlatform(config, database, log);
  log.info(
    { bus: platform.bus.kind, storage: platform.store.kind, jobs: platform.jobs.kind },
    'engines open',
  );
  if (config.seedDemo) {
    const started = Date.now();
    const result = await ensureDemoShop(database, {
      store: platform.store,
      log: (msg: string) => log.info(msg),
    });
    log.info({ result, ms: Date.now() - started }, 'demo shop');
  }

  const readiness = createReadiness('starting');
  const app = await buildApp({ config, database, platform, readiness, loggerInstance: log });
  // After buildApp: every queue and schedule is defined by then (server/services.ts).
  await platform.jobs.start();

  let stopping = false;
  let endDrain = () => {};
  const shutdown = async (signal: string) => {
    // A second signal (Ctrl-C again) cuts the drain short; the close still finishes in-flight work.
    if (stopping) return endDrain();
    stopping = true;
    readiness.set('draining');
    log.info(
      { signal, drainMs: config.drainMs },
      'draining: not ready, still answering until the load balancer has moved on',
    );
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, config.drainMs);
      endDrain = () => {
        clearTimeout(timer);
        resolve();
      };
    });

    log.info('shutting down: finishing in-flight requests');
    const deadline = Date.now() + config.shutdownGraceMs;
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownGraceMs);
    force.unref();
    try {
      await app.close();
      await platform.jobs.stop(Math.max(0, deadline - Date.now()));
      await platform.close();
      await database.close();
      log.info('bye');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  readiness.set('ready');
  // The demo pictures' double-size twins (sharper zoom), drawn in the background: nothing waits for
  // them, and the storefront shows a picture's 1x until its twin exists.
  if (config.seedDemo) {
    drawDemoTwins(database.db, platform.store, (msg: string) => log.info(msg)).catch((err: unknown) =>
      log.warn({ err }, 'drawing the demo pictures’ double-size twins failed'),
    );
  }
  const shownHost = config.host === '0.0.0.0' || config.host === '127.0.0.1' ? 'localhost' : config.host;
  log.info(`${config.shopName} is open at http://${shownHost}:${config.port}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
