/**
 * `node --conditions=drawkit-source --import tsx packages/api-server/src/main.ts`
 * The demo (`npm start`) unless NODE_ENV=production (`NODE_ENV=production npm run serve`); the
 * settings of each are in config/readEnv.ts. Settings that cannot start the shop are named
 * all at once, and the process exits with code 1.
 */
import { readEnv, SettingsError } from './config/readEnv';
import { startMessage } from './config/startMessage';

try {
  const env = readEnv();
  // The settings are checked before the server's modules load: a refusal is quick and says only that.
  const { startServer } = await import('./startServer');
  const server = await startServer(env);
  for (const line of startMessage(env, server)) console.log(line);
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
  if (error instanceof SettingsError) console.error(error.message);
  else console.error('Drawkit failed to start:', error);
  process.exit(1);
}
