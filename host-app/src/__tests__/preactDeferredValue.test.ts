// The storefront's Preact build (scripts/bundling/preactReact.mjs) gives `useDeferredValue` React's
// timing: the update that brings a new value renders the old one, and the new value follows in a
// render of its own. The other host-app tests run on React, so this one renders with Preact itself.
import { h, render } from 'preact';
import { afterEach, expect, it, vi } from 'vitest';
import { useDeferredValue } from '../../../scripts/bundling/preactReact.mjs';

const root = document.createElement('div');
afterEach(() => render(null, root));

it('renders a new value after the update that brought it, in a render of its own', async () => {
  const renders: string[] = [];
  function Shown({ value }: { value: string }) {
    const shown = useDeferredValue(value);
    renders.push(`${value}→${shown}`);
    return h('p', null, shown);
  }

  render(h(Shown, { value: 'offers loading' }), root);
  expect(root.textContent).toBe('offers loading');

  render(h(Shown, { value: '13 offers' }), root);
  // The urgent render is done and drawn with the value it had.
  expect(root.textContent).toBe('offers loading');
  await vi.waitFor(() => expect(root.textContent).toBe('13 offers'));
  expect(renders).toEqual(['offers loading→offers loading', '13 offers→offers loading', '13 offers→13 offers']);
});

it('renders the initial value first when given one, then the value', async () => {
  const renders: (string | null)[] = [];
  function Footer({ value }: { value: string }) {
    const shown = useDeferredValue<string | null>(value, null);
    renders.push(shown);
    return h('footer', null, shown);
  }

  render(h(Footer, { value: 'links' }), root);
  expect(root.textContent).toBe('');
  await vi.waitFor(() => expect(root.textContent).toBe('links'));
  expect(renders).toEqual([null, 'links']);
});

it('keeps a function as the value instead of calling it', async () => {
  const first = () => 'first';
  const second = () => 'second';
  let shown: (() => string) | undefined;
  function Holder({ value }: { value: () => string }) {
    shown = useDeferredValue(value);
    return null;
  }
  render(h(Holder, { value: first }), root);
  render(h(Holder, { value: second }), root);
  await vi.waitFor(() => expect(shown).toBe(second));
});
