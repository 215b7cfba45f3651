import { useEffect, useState, type ReactNode } from 'react';
import { Button } from './Button';
import { Notice } from './Notice';

/** Shown where a part's code could not be downloaded (the words of shop-core §2's fallback view). */
export const PART_LOAD_FAILURE = 'Looks like something went wrong on our end.';

/** A component whose code downloads when it first renders, or earlier with `preload()`. */
export interface LazyPart<P> {
  (props: P): ReactNode;
  /** Starts the download (e.g. when the shopper is about to need the part); rejects if it fails. */
  preload(): Promise<void>;
}

/**
 * A widget part in a chunk of its own: `fallback` shows while its code downloads, then the part;
 * a failed download shows a notice with "Try again", which downloads it again. Once loaded, every
 * later render is immediate. Not React's `lazy` and `Suspense`: the partner script's React
 * (scripts/bundling/elementsReact.mjs, Preact without compat) has neither, and a failed `lazy`
 * throws out of the whole widget where this says what happened in the part's place.
 */
export function lazyPart<C extends (props: never) => ReactNode>(
  load: () => Promise<{ default: C }>,
  fallback: ReactNode = null,
): LazyPart<Parameters<C>[0]> {
  // Typed by the component `load` gives (a props type parameter of its own would not be inferred
  // through `.then`); inside, the props are passed through untouched.
  let loaded: ((props: object) => ReactNode) | undefined;
  let loading: Promise<void> | undefined;
  const preload = (): Promise<void> => {
    loading ??= load().then(
      (module) => {
        loaded = module.default as unknown as (props: object) => ReactNode;
      },
      (error: unknown) => {
        loading = undefined; // the next render or preload tries again
        throw error;
      },
    );
    return loading;
  };

  // biome-ignore lint/correctness/noComponentHookFactories: called once per part at module level, never during a render.
  function Part(props: object): ReactNode {
    // Once loaded, a new instance renders the part straight away and waits for nothing.
    const [state, setState] = useState<'loading' | 'failed' | 'ready'>(loaded ? 'ready' : 'loading');
    // The download starts with the render, as React's lazy does, not a paint later with the effect.
    if (!loaded && state === 'loading') preload().catch(() => undefined);
    useEffect(() => {
      if (state !== 'loading') return;
      let live = true;
      preload().then(
        () => live && setState('ready'),
        () => live && setState('failed'),
      );
      return () => {
        live = false;
      };
    }, [state]);

    const Body = loaded;
    if (Body) return <Body {...props} />;
    if (state !== 'failed') return fallback;
    return (
      <Notice level="error">
        {PART_LOAD_FAILURE}{' '}
        <Button variant="link" onClick={() => setState('loading')}>
          Try again
        </Button>
      </Notice>
    );
  }
  return Object.assign(Part, { preload }) as LazyPart<Parameters<C>[0]>;
}
