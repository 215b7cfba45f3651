import { useMemo, useSyncExternalStore } from 'react';

/**
 * The part of a zustand vanilla `StoreApi` the widgets read. Typed structurally so the widgets
 * need no zustand import of their own.
 */
export interface ReadableStore<T> {
  /** The current state. */
  getState(): T;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: (state: T, previous: T) => void): () => void;
}

/**
 * The one bridge from the SDK's stores to React: `useSyncExternalStore` over `store`, reading
 * `selector(state)`. The selected value is cached per state object, so a selector that builds a
 * new object or array (or an inline selector re-created each render) does not loop; the
 * component re-renders only when the selected value changes (`Object.is`), so select the
 * smallest piece you need.
 */
export function useStore<T, U>(store: ReadableStore<T>, selector: (state: T) => U): U {
  const getSnapshot = useMemo(() => {
    let cached: { state: T; value: U } | undefined;
    return (): U => {
      const state = store.getState();
      if (cached && Object.is(cached.state, state)) return cached.value;
      cached = { state, value: selector(state) };
      return cached.value;
    };
  }, [store, selector]);
  const subscribe = useMemo(() => (onChange: () => void) => store.subscribe(onChange), [store]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
