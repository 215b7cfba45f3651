// What `react` is in the storefront's Preact build (rollup.config.mjs): preact/compat, plus the
// React 19 hooks React Router imports that compat does not have.
export * from 'preact/compat';
export { default } from 'preact/compat';

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
