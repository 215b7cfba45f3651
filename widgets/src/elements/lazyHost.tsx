import type { ReactNode } from 'react';
import { lazyPart } from '../ui/lazyPart';
import { adoptDrawkitStyles } from './adoptStyles';

/**
 * A host component whose body loads on first render: the element class (and its tag) is in the
 * script, the widget it renders is a chunk fetched only on pages that use the element, so it adds
 * nothing to `<drawkit-purchase>`'s first download; `fallback` shows meanwhile. It adopts the base
 * CSS into the element's shadow root, so the element classes need no constructor of their own.
 */
export function lazyHost<P extends object>(load: () => Promise<{ default: (props: P) => ReactNode }>, fallback: ReactNode = null): (props: P) => ReactNode {
  const Body = lazyPart<(props: P) => ReactNode>(load, fallback);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per element class at module level, never during a render.
  return function LazyHost(props: P): ReactNode {
    // The base CSS goes into the element's shadow root (r2wc's `container`) before its body renders.
    const root = (props as { container?: HTMLElement | ShadowRoot }).container;
    if (root && 'host' in root) adoptDrawkitStyles(root);
    return <Body {...props} />;
  };
}
