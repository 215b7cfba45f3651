// The partner script's React (scripts/bundling/elementsReact.mjs): Preact's core and hooks with
// React's `useSyncExternalStore`, `createRoot` and text fields' `onChange`. The other widget tests
// run on React, so this one renders with Preact itself.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement as h, createRoot, useSyncExternalStore } from '../../../../scripts/bundling/elementsReact.mjs';

const container = document.createElement('div');
const root = createRoot(container);
afterEach(() => root.unmount());

/** A store of one number, counting its subscribers. */
function counter() {
  let value = 0;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: number) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribers: () => listeners.size,
  };
}

describe('useSyncExternalStore', () => {
  it('renders the snapshot and again after each change that gives another, and unsubscribes on unmount', async () => {
    const store = counter();
    let renders = 0;
    function Count() {
      renders += 1;
      return h('p', null, `count ${useSyncExternalStore(store.subscribe, store.get)}`);
    }
    root.render(h(Count, null));
    expect(container.textContent).toBe('count 0');
    // A change between the render and the subscription (effects run after paint) is not lost.
    store.set(1);
    await vi.waitFor(() => expect(container.textContent).toBe('count 1'));
    await vi.waitFor(() => expect(store.subscribers()).toBe(1));
    store.set(2);
    await vi.waitFor(() => expect(container.textContent).toBe('count 2'));
    const before = renders;
    store.set(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(renders).toBe(before);
    root.unmount();
    // Preact runs an unmounted component's effect cleanups after the commit, as its effects.
    await vi.waitFor(() => expect(store.subscribers()).toBe(0));
  });
});

describe("a field's onChange", () => {
  function fire(selector: string, type: 'input' | 'change') {
    container.querySelector(selector)?.dispatchEvent(new Event(type, { bubbles: true }));
  }

  it("fires at every edit of a text input or textarea (React's meaning), at commit for a checkbox or select", () => {
    const seen: string[] = [];
    const log = (name: string) => (event: Event) => seen.push(`${name}:${event.type}`);
    root.render(
      h(
        'form',
        null,
        h('input', { id: 'text', onChange: log('text') }),
        h('input', { id: 'email', type: 'email', onChange: log('email') }),
        h('textarea', { id: 'note', onChange: log('note') }),
        h('input', { id: 'box', type: 'checkbox', onChange: log('box') }),
        h('select', { id: 'pick', onChange: log('pick') }, h('option', { value: 'a' }, 'A')),
      ),
    );
    for (const id of ['#text', '#email', '#note', '#box', '#pick']) {
      fire(id, 'input');
      fire(id, 'change');
    }
    expect(seen).toEqual(['text:input', 'email:input', 'note:input', 'box:change', 'pick:change']);
  });

  it('keeps an onInput beside it', () => {
    const seen: string[] = [];
    root.render(h('input', { onInput: () => seen.push('onInput'), onChange: () => seen.push('onChange') }));
    fire('input', 'input');
    expect(seen).toEqual(['onInput', 'onChange']);
  });
});
