/**
 * vitest global set-up for the projects that open test shops: the run's seeded template databases
 * (seededTemplates.ts). Three projects name this file and vitest runs each project's set-up, one
 * after the other, before any test; the templates (about 16 s to make on two busy cores) are made
 * once per run and shared through the main process's global object, and dropped after the last
 * project's teardown.
 */
import type { TestProject } from 'vitest/node';
import { createSeededTemplates } from './seededTemplates';

interface Shared {
  made: ReturnType<typeof createSeededTemplates>;
  users: number;
}

const KEY = Symbol.for('drawkit.seededTemplates');
const holder = globalThis as { [KEY]?: Shared };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let shared = holder[KEY];
  if (!shared) {
    shared = { made: createSeededTemplates(process.env.DATABASE_URL), users: 0 };
    holder[KEY] = shared;
  }
  shared.users += 1;
  const { templates, dispose } = await shared.made;
  project.provide('drawkitSeededTemplates', templates);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete holder[KEY];
    await dispose();
  };
}
