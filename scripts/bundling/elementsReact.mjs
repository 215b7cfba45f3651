// `react` and `react-dom/client` in the partner script (the elements build): what the widgets and
// r2wc import from React, on Preact's core and hooks without preact/compat, 1.2 KB gzip of the
// partner's first download. The widgets use hooks, `createContext` and `createElement`, r2wc
// `createRoot`; importing anything else from React stops the build (rollup: "not exported by"),
// so a widget that starts using more of React (memo, portals, lazy…) adds it here or goes back to
// compat. The storefront keeps compat (scripts/bundling/preactReact.mjs): React Router needs it.
//
// Of compat's rewriting of every element's props, the widgets need one thing Preact's core does
// differently: React's `onChange` on a text field fires at every edit, Preact's at commit (the
// DOM's `change`). The rest does not arise in the widgets: `className` is set as the DOM
// property by the core too, and their inline styles are strings (the core adds no `px`).
import { options, render } from 'preact';
import { useEffect, useReducer, useRef } from 'preact/hooks';

export { createContext, createElement, Fragment } from 'preact';
export { useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';

/** Inputs whose React `onChange` is the DOM's `change` event, as in Preact: the rest edit text. */
const CHANGE_ON_COMMIT = /^(checkbox|radio|file)$/;

const previousVnodeHook = options.vnode;
options.vnode = (vnode) => {
  const { type, props } = vnode;
  if ((type === 'input' && !CHANGE_ON_COMMIT.test(props.type)) || type === 'textarea') {
    const { onChange, onInput, ...rest } = props;
    if (onChange) {
      const both = (event) => {
        onInput(event);
        onChange(event);
      };
      vnode.props = { ...rest, onInput: onInput ? both : onChange };
    }
  }
  previousVnodeHook?.(vnode);
};

/**
 * React's `useSyncExternalStore` for a renderer without concurrent rendering: the snapshot read
 * at every render, and a re-render when a change reported by `subscribe` (or made between the
 * render and the subscription) gives a different snapshot.
 */
export function useSyncExternalStore(subscribe, getSnapshot) {
  const value = getSnapshot();
  const [, rerender] = useReducer((count) => count + 1, 0);
  // What this render showed, for the check after a change (set here: Preact renders synchronously).
  const latest = useRef(null);
  latest.current = { value, getSnapshot };
  useEffect(() => {
    const check = () => {
      const { value: shown, getSnapshot: read } = latest.current;
      if (!Object.is(shown, read())) rerender();
    };
    check();
    return subscribe(check);
  }, [subscribe]);
  return value;
}

/** `react-dom/client`'s root, as r2wc mounts, updates and unmounts each element's widget. */
export function createRoot(container) {
  return {
    render: (element) => render(element, container),
    unmount: () => render(null, container),
  };
}
