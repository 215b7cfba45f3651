import '../../__tests__/testEnv';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPart, PART_LOAD_FAILURE } from '../lazyPart';

function Greeting({ name }: { name: string }): ReactNode {
  return <p>Hello {name}</p>;
}

/** A download the test settles by hand. */
function download() {
  let settle: { resolve: () => void; reject: (error: Error) => void } | undefined;
  let calls = 0;
  const load = () => {
    calls += 1;
    return new Promise<{ default: typeof Greeting }>((resolve, reject) => {
      settle = { resolve: () => resolve({ default: Greeting }), reject };
    });
  };
  return { load, calls: () => calls, resolve: () => settle?.resolve(), reject: (error: Error) => settle?.reject(error) };
}

describe('lazyPart', () => {
  it('shows the fallback while the part downloads, then the part with its props', async () => {
    const d = download();
    const Part = lazyPart(d.load, <p>Loading…</p>);
    render(<Part name="Ada" />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(d.calls()).toBe(1);
    d.resolve();
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('renders at once once loaded, and preload() downloads it before the first render', async () => {
    const d = download();
    const Part = lazyPart(d.load, <p>Loading…</p>);
    const preloading = Part.preload();
    d.resolve();
    await preloading;
    render(<Part name="Grace" />);
    expect(screen.getByText('Hello Grace')).toBeTruthy();
    render(<Part name="Alan" />);
    expect(screen.getByText('Hello Alan')).toBeTruthy();
    expect(d.calls()).toBe(1);
  });

  it('says so in its place when the download fails, and downloads it again on "Try again"', async () => {
    const d = download();
    const Part = lazyPart(d.load, <p>Loading…</p>);
    render(
      <div>
        <h1>Shop</h1>
        <Part name="Ada" />
      </div>,
    );
    d.reject(new TypeError('Failed to fetch dynamically imported module'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(PART_LOAD_FAILURE);
    expect(screen.getByRole('heading', { name: 'Shop' })).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(d.calls()).toBe(2);
    d.resolve();
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed preload leaves the next render to try again', async () => {
    const d = download();
    const Part = lazyPart(d.load);
    const preloading = Part.preload();
    d.reject(new TypeError('offline'));
    await expect(preloading).rejects.toThrow('offline');
    render(<Part name="Ada" />);
    expect(d.calls()).toBe(2);
    d.resolve();
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
  });
});
