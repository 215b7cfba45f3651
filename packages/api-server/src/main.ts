/**
 * `node --conditions=drawkit-source --import tsx packages/api-server/src/main.ts`
 * The demo (`npm start`) unless NODE_ENV=production (`NODE_ENV=production npm run serve`); the
 * settings of each are in config/readEnv.ts. Settings that cannot start the shop are named
 * all at once, and the process exits with code 1. With WORKERS above 1 this process is the
 * primary of that many server processes (cluster/runWorkers.ts), each of which runs this file too.
 */
import cluster from 'node:cluster';
import { readEnv, SettingsError } from './config/readEnv';
import { startMessage } from './config/startMessage';

try {
  const env = readEnv();
  if (env.workers > 1 && cluster.isPrimary) {
    const { runWorkers } = await import('./cluster/runWorkers');
    process.exit(await runWorkers(env));
  }
  // The settings are checked before the server's modules load: a refusal is quick and says only that.
  const { startServer } = await import('./startServer');
  const server = await startServer(env);
  // A worker of runWorkers (which names it in DRAWKIT_WORKER), not of some other cluster manager.
  const worker = cluster.isWorker && process.env.DRAWKIT_WORKER !== undefined;
  if (worker) {
    const { reportWorkerReady } = await import('./cluster/runWorkers');
    reportWorkerReady(server);
  } else {
    for (const line of startMessage(env, server)) console.log(line);
  }
  let stopping = false;
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${worker ? `Worker ${process.env.DRAWKIT_WORKER} (pid ${process.pid}): ` : ''}${reason}: shutting down`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  // A worker whose primary is gone (killed with SIGKILL) exits by itself: node:cluster ends a
  // worker whose channel to the primary closes without being told to disconnect.
} catch (error) {
  if (error instanceof SettingsError) console.error(error.message);
  else console.error('Drawkit failed to start:', error);
  process.exit(1);
}
