// Whether `rollup -c` must run before the bundles are served or measured: shared by start.mjs
// (npm start) and the benchmark (npm run bench).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { BUILD_OUTPUTS, BUILD_SOURCES, r } from './paths.mjs';

/** Newest modification time under a file or directory (0 when it does not exist). */
function newestMtime(target) {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === '__tests__') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Why the bundles need building, or null when they are up to date. */
export function staleReason() {
  let oldestOutput = Infinity;
  for (const output of BUILD_OUTPUTS) {
    const mtime = newestMtime(r(output));
    if (mtime === 0) return `${output} is missing`;
    oldestOutput = Math.min(oldestOutput, mtime);
  }
  for (const source of BUILD_SOURCES) {
    if (newestMtime(r(source)) > oldestOutput) return `${source} changed since the last build`;
  }
  return null;
}
