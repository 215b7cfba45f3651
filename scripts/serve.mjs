#!/usr/bin/env node
// `NODE_ENV=production npm run serve`: the production start. Runs the server from source in
// this process (no background build, no partner example site), listening on HOST (0.0.0.0) and
// PORT, with DATABASE_URL, REDIS_URL, PUBLIC_ORIGIN and DRAWKIT_JWT_SECRET from the environment.
// The server checks its settings and refuses to start, naming every problem, when one is missing
// or a demo option is on (packages/api-server/src/config/productionSettings.ts). Build the
// storefront and the elements first with `npm run build:bundles`. WORKERS=N (or auto: one per
// CPU) runs N server processes on PORT, supervised by this one (packages/api-server/src/cluster).
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { r } from './bundling/paths.mjs';

if (process.env.NODE_ENV !== 'production') {
  console.error(
    'npm run serve is the production start: run it as NODE_ENV=production npm run serve, with DATABASE_URL, REDIS_URL, ' +
      'PUBLIC_ORIGIN (https) and DRAWKIT_JWT_SECRET set (README "Production"). For the demo on this machine, run npm start.',
  );
  process.exit(1);
}

const staticRoot = process.env.STATIC_ROOT || r('build');
// Workers run this file too (node:cluster forks it): the primary alone says what is missing.
if (cluster.isPrimary && (!existsSync(`${staticRoot}/host-app/index.html`) || !existsSync(`${staticRoot}/elements/drawkit-elements.js`))) {
  console.warn(`The storefront and elements are not built in ${staticRoot}: the API runs, pages say the build is missing. Run npm run build:bundles.`);
}

// The npm script runs this file with --conditions=drawkit-source --import tsx, so the server's
// TypeScript loads here, in this process, which handles SIGINT and SIGTERM itself (and with
// WORKERS above 1 forks the workers, which inherit those flags).
await import(pathToFileURL(r('packages/api-server/src/main.ts')).href);
