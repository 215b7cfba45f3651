import type { ComponentType } from 'react';
import { RequireSignIn } from './RequireSignIn';

/** A route's `lazy`: loads the page's module and puts its component behind sign-in. */
export function protectedPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return () =>
    load().then((module) => {
      const Page = pick(module);
      return {
        // biome-ignore lint/correctness/noComponentHookFactories: made once per route, when its module loads, never during a render.
        Component: () => (
          <RequireSignIn>
            <Page />
          </RequireSignIn>
        ),
      };
    });
}
