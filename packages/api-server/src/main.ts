/**
 * `node --conditions=drawkit-source --import tsx packages/api-server/src/main.ts`
 * Env: PORT (8080), EXAMPLES_PORT (8081), PUBLIC_ORIGIN, DATA_DIR, DATABASE_URL, STATIC_ROOT.
 */
import { readEnv } from './config/readEnv';
import { startServer } from './startServer';

try {
  const server = await startServer(readEnv());
  console.log(`Drawkit shop on ${server.shopUrl}`);
  console.log(`Partner example on ${server.examplesUrl}`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
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
} catch (error) {
  console.error('Drawkit failed to start:', error);
  process.exit(1);
}
