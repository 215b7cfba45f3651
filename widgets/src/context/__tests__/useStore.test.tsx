import '../../__tests__/testEnv';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStore, type ReadableStore } from '../useStore';

/** A minimal vanilla store with zustand's shape: replace state, notify listeners. */
function createTestStore<T>(initial: T) {
  let state = initial;
  const listeners = new Set<(state: T, previous: T) => void>();
  const store: ReadableStore<T> & { setState(partial: Partial<T>): void; listeners: typeof listeners } = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setState(partial) {
      const previous = state;
      state = { ...state, ...partial };
      for (const l of listeners) l(state, previous);
    },
    listeners,
  };
  return store;
}

describe('useStore', () => {
  it('re-renders when the selected value changes and not for other changes', () => {
    const store = createTestStore({ count: 1, other: 'a' });
    let renders = 0;
    function Count() {
      renders++;
      return <p>{useStore(store, (s) => s.count)}</p>;
    }
    render(<Count />);
    expect(screen.getByText('1')).toBeInTheDocument();
    const before = renders;

    act(() => store.setState({ other: 'b' }));
    expect(renders).toBe(before);

    act(() => store.setState({ count: 2 }));
    expect(screen.getByText('2')).toBeInTheDocument();
    expect(renders).toBe(before + 1);
  });

  it('takes an inline selector that builds a new object without looping', () => {
    const store = createTestStore({ items: [1, 2, 3] });
    function Sum() {
      const view = useStore(store, (s) => ({ total: s.items.reduce((a, b) => a + b, 0) }));
      return <p>Total {view.total}</p>;
    }
    render(<Sum />);
    expect(screen.getByText('Total 6')).toBeInTheDocument();
    act(() => store.setState({ items: [4] }));
    expect(screen.getByText('Total 4')).toBeInTheDocument();
  });

  it('unsubscribes on unmount', () => {
    const store = createTestStore({ count: 0 });
    function Count() {
      return <p>{useStore(store, (s) => s.count)}</p>;
    }
    const { unmount } = render(<Count />);
    expect(store.listeners.size).toBe(1);
    unmount();
    expect(store.listeners.size).toBe(0);
  });
});
