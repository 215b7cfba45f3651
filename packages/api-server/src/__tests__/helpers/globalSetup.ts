/** vitest global set-up for the projects that open test shops: the run's seeded template databases (seededTemplates.ts). */
import type { TestProject } from 'vitest/node';
import { createSeededTemplates } from './seededTemplates';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { templates, dispose } = await createSeededTemplates(process.env.DATABASE_URL);
  project.provide('drawkitSeededTemplates', templates);
  return dispose;
}
