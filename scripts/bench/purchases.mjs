// Purchases per second on PostgreSQL, wallet and card, with the double-charge count:
// packages/api-server/scripts/benchPurchases.ts, its figures quoted as it prints them (the lines
// giving wallet and card purchases per second, and the double-charge count with its checks), so
// this table never re-interprets another script.
import { existsSync } from 'node:fs';
import { r } from '../bundling/paths.mjs';
import { ADMIN_URL } from './lib/benchServer.mjs';
import { lastLines, runTypeScript } from './lib/runScript.mjs';
import { progress, runIfMain } from './lib/standalone.mjs';
import { notMeasured } from './lib/table.mjs';

const SCRIPT = 'packages/api-server/scripts/benchPurchases.ts';
const WHAT = 'purchases per second (wallet, card)';
const GOAL = '≥ 200/s, zero double charges';

/** The printed lines matching `pattern` that carry a figure, each with the indented lines under it (its details). */
function linesAbout(output, pattern) {
  const lines = output.split('\n');
  const found = [];
  lines.forEach((line, index) => {
    if (!pattern.test(line) || !/\d/.test(line)) return;
    const details = [];
    for (let next = index + 1; next < lines.length && /^\s+\S/.test(lines[next]); next += 1) details.push(lines[next].trim());
    found.push(details.length ? `${line.trim()} (${details.join('; ')})` : line.trim());
  });
  return found;
}

export async function measure({ verbose = false } = {}) {
  if (!existsSync(r(SCRIPT))) return [notMeasured(WHAT, `${SCRIPT} is not there yet`, GOAL)];
  progress(`purchases: ${SCRIPT} on PostgreSQL`);
  const run = await runTypeScript(r(SCRIPT), [], { env: { DATABASE_URL: ADMIN_URL }, echo: verbose });
  // It exits 1 when it finds a double charge: its lines still say what it found.
  const how = `${SCRIPT} on PostgreSQL${run.code === 0 ? '' : ` (exit ${run.code})`}`;
  const rows = [];
  for (const [what, pattern, goal] of [
    ['purchases, wallet', /wallet.*(\/s|per second)/i, '≥ 200/s'],
    ['purchases, card', /card.*(\/s|per second)/i, '≥ 200/s'],
    ['double charges', /double.charge/i, '0'],
  ]) {
    const lines = linesAbout(run.output, pattern);
    rows.push(lines.length ? { what, how, result: lines.join('; '), goal } : notMeasured(what, `${SCRIPT} printed no line about it`, goal));
  }
  if (rows.every((row) => row.result.startsWith('not measured'))) {
    return [notMeasured(WHAT, `${SCRIPT} ${run.code === 0 ? 'printed no figures it could quote' : `failed (${run.code})`}: ${lastLines(run.output)}`, GOAL)];
  }
  return rows;
}

await runIfMain(import.meta.url, measure);
