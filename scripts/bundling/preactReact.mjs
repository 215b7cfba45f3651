// What `react` is in the storefront's Preact build (rollup.config.mjs): preact/compat, plus the
// React 19 hooks React Router imports that compat does not have, and `useDeferredValue` with
// React's timing.
import { useEffect, useState } from 'preact/hooks';

export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React draws a deferred value's update in a render of its own, after the urgent update has been
 * drawn; compat hands the value straight back, so the deferred part was drawn in the same task as
 * the rest. Here the first render gets `initialValue` when one is given (React 19), or else the
 * value, and each new value is shown from an effect, which Preact runs after the next frame in a
 * task of its own: the urgent render stays short, and the deferred one follows it.
 */
export function useDeferredValue(value, ...initialValue) {
  const [shown, setShown] = useState(() => (initialValue.length > 0 ? initialValue[0] : value));
  useEffect(() => {
    setShown(() => value);
  }, [value]);
  return shown;
}

/**
 * React Router's RouterProvider keeps its state through `useOptimistic`, and sets an optimistic
 * state only inside `startTransition` with its `useTransitions` option, which the storefront does
 * not pass. Preact runs a transition at once, so the state it sets is the state there is: the
 * passed-through value is always the answer.
 */
export function useOptimistic(passthrough) {
  return [passthrough, () => {}];
}

/** React Router's `<Await>` reads promises with `use`; the storefront renders no `<Await>`. */
export function use() {
  throw new Error('React.use is not in the storefront\'s Preact build (scripts/bundling/preactReact.mjs).');
}
