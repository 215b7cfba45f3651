import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A host component whose body loads on first render: the element class (and its tag) is in the
 * script, the widget it renders is a chunk fetched only on pages that use the element, so it adds
 * nothing to `<drawkit-purchase>`'s first download.
 */
export function lazyHost<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): (props: P) => ReactNode {
  const Body = lazy(load);
  return function LazyHost(props: P): ReactNode {
    return (
      <Suspense fallback={null}>
        <Body {...props} />
      </Suspense>
    );
  };
}
