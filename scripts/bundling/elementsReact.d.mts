// What `react` and `react-dom/client` are in the partner script's build (elementsReact.mjs).
import type { ComponentChild } from 'preact';

export { createContext, createElement, Fragment } from 'preact';
export { useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';

/** React's `useSyncExternalStore`: the snapshot, re-rendered when a reported change gives another. */
export function useSyncExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T): T;

/** `react-dom/client`'s root over Preact's `render`. */
export function createRoot(container: Element | DocumentFragment): { render(element: ComponentChild): void; unmount(): void };
