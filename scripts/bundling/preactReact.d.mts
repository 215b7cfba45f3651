// What `react` is in the storefront's Preact build: preact/compat and the hooks below (preactReact.mjs).
export * from 'preact/compat';
export { default } from 'preact/compat';

/** The value (or first `initialValue`), and each new value after the render that brought it, in a render of its own. */
export function useDeferredValue<T>(value: T, initialValue?: T): T;

/** React Router's RouterProvider state: the passed-through value, with no optimistic setter. */
export function useOptimistic<T>(passthrough: T): [T, (value: unknown) => void];

/** Not in the storefront's build: throws. */
export function use(): never;
