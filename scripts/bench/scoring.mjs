// Draw scoring, 100,000 tickets of 4 games on PostgreSQL: packages/api-server/scripts/benchScoring.ts
// (the draw engine's own steps on a fresh database it creates and drops), its figures as it prints them.
import { existsSync } from 'node:fs';
import { r } from '../bundling/paths.mjs';
import { ADMIN_URL } from './lib/benchServer.mjs';
import { lastLines, runTypeScript } from './lib/runScript.mjs';
import { progress, runIfMain } from './lib/standalone.mjs';
import { notMeasured } from './lib/table.mjs';

const SCRIPT = 'packages/api-server/scripts/benchScoring.ts';
const WHAT = 'draw scoring, 100,000 tickets × 4 games';
const GOAL = '≤ 2 s on PostgreSQL';

export async function measure({ verbose = false } = {}) {
  if (!existsSync(r(SCRIPT))) return [notMeasured(WHAT, `${SCRIPT} is missing`, GOAL)];
  progress(`scoring: ${SCRIPT} 100000 on PostgreSQL`);
  const run = await runTypeScript(r(SCRIPT), ['100000'], { env: { DATABASE_URL: ADMIN_URL }, echo: verbose });
  const how = `${SCRIPT} on PostgreSQL`;
  const scored = /^Scored [\d,]+ tickets in [\d.]+ s.*$/m.exec(run.output)?.[0];
  if (run.code !== 0 || !scored) {
    return [notMeasured(WHAT, `${SCRIPT} ${run.code === 0 ? 'printed no "Scored … tickets in … s" line' : `failed (${run.code})`}: ${lastLines(run.output)}`, GOAL)];
  }
  const paid = /^Paid .*$/m.exec(run.output)?.[0];
  return [{ what: WHAT, how, result: [scored, paid].filter(Boolean).join('; '), goal: GOAL }];
}

await runIfMain(import.meta.url, measure);
