import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// Vitest 5 reports failures with Map.groupBy, which Node 20 lacks; without this a failing
// test prints a crash instead of its error. The config runs in the reporting process.
if (typeof (Map as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    configurable: true,
    writable: true,
    value<K, T>(items: Iterable<T>, key: (item: T, index: number) => K): Map<K, T[]> {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const k = key(item, index++);
        const group = groups.get(k);
        if (group) group.push(item);
        else groups.set(k, [item]);
      }
      return groups;
    },
  });
}

// Test shops copy one migrated, seeded database made once per run (helpers/seededTemplates.ts).
const SEEDED_TEMPLATES = new URL('packages/api-server/src/__tests__/helpers/globalSetup.ts', import.meta.url).pathname;

// API test files that mock a module, run each in a module graph of its own (see api-server-isolated).
const ISOLATED_TESTS = 'src/**/__tests__/**/*.isolated.test.ts';

// One vitest run covers every package; each project picks its environment.
const conditions = ['drawkit-source', 'module', 'browser', 'development|production'];
const nodeConditions = ['drawkit-source', 'module', 'node', 'development|production'];

// The API tests, in two projects that differ in how files share modules.
const apiServerProject = {
  resolve: { conditions: nodeConditions },
  ssr: { resolve: { conditions: nodeConditions } },
  test: {
    root: 'packages/api-server',
    environment: 'node' as const,
    globalSetup: [SEEDED_TEMPLATES],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
};

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one file at a time on a 2-core CI
    // machine, where most files wait on PostgreSQL, servers they start or real timers.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { conditions: nodeConditions },
        ssr: { resolve: { conditions: nodeConditions } },
        test: { name: 'contract', root: 'packages/contract', environment: 'node', include: ['src/**/__tests__/**/*.test.ts'] },
      },
      {
        ...apiServerProject,
        test: {
          ...apiServerProject.test,
          name: 'api-server',
          include: ['src/**/__tests__/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ISOLATED_TESTS],
          // One module graph per worker, not per file: each file made its own (the server's
          // modules and PGlite's WebAssembly compiled again), 40% of this project's CPU. The
          // files share no state but what they open themselves (a shop, a database each).
          isolate: false,
        },
      },
      {
        ...apiServerProject,
        test: {
          ...apiServerProject.test,
          // A file that replaces one of the server's modules (vi.mock) needs a module graph of its
          // own: in a shared one the server has already imported the real module.
          name: 'api-server-isolated',
          include: [ISOLATED_TESTS],
        },
      },
      {
        resolve: { conditions: nodeConditions },
        ssr: { resolve: { conditions: nodeConditions } },
        test: {
          name: 'sdk',
          root: 'sdk',
          environment: 'node',
          include: ['src/**/__tests__/**/*.test.ts'],
          // Worker threads, and one module graph per worker rather than per file: 23 s → 12 s for
          // the project here. Each test makes its own client over its own fake server.
          pool: 'threads',
          isolate: false,
        },
      },
      {
        resolve: { conditions },
        // Widget tests run the real shop in-process (issue 13), so modules are transformed for
        // the server; the widgets still resolve their browser builds.
        ssr: { resolve: { conditions, externalConditions: nodeConditions } },
        test: {
          name: 'widgets',
          root: 'widgets',
          // Worker threads start faster than processes (about 20% of this project's time here);
          // each file still gets its own module graph and DOM.
          pool: 'threads',
          environment: './src/__tests__/happyDomServerEnvironment.ts',
          // Opening the real shop (migrations and seed on PGlite) takes seconds on two busy cores.
          hookTimeout: 60_000,
          include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
          globalSetup: [SEEDED_TEMPLATES],
          // The shared set-up (matchers, cleanup, CI-sized ceilings) for the files that don't import it.
          setupFiles: ['src/__tests__/testEnv.ts'],
        },
      },
      {
        resolve: { conditions },
        test: {
          name: 'host-app',
          root: 'host-app',
          environment: 'happy-dom',
          include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
          setupFiles: ['src/__tests__/testSetup.ts'],
          // The files share one module graph per worker (twice as fast); each test renders its
          // own app on its own client.
          isolate: false,
          // Every test renders the whole app with its lazy routes: slow on two busy cores.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
