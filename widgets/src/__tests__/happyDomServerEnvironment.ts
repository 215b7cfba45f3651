/**
 * The widgets' test environment: happy-dom, with modules transformed for the server (Vite's
 * `ssr` environment) rather than for a browser. The widget tests run the real shop in-process
 * (realShop.tsx, issue 13), and the client transform rewrites the server's
 * `new URL('../../drizzle', import.meta.url)` into a dev-server address, so its migrations and
 * files could not be found. The DOM is the same happy-dom either way.
 */
import { builtinEnvironments, type Environment } from 'vitest/runtime';

const happyDom = builtinEnvironments['happy-dom'];

const environment: Environment = {
  ...happyDom,
  name: 'happy-dom-server',
  viteEnvironment: 'ssr',
  // A file's `@vitest-environment-options {"happyDOM": {...}}` reaches a custom environment under
  // the environment's own key (vitest keys it by name), so it is lifted back out here.
  setup(global, options) {
    const nested = Object.values(options).find((value): value is Record<string, unknown> => typeof value === 'object' && value !== null && 'happyDOM' in value);
    return happyDom.setup(global, nested ? { ...options, ...nested } : options);
  },
};

export default environment;
