import '../../__tests__/testEnv';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawkitElementClass, type DrawkitShopElement } from '../elementClass';

/** What r2wc asked its renderer to do, in order. */
const calls: string[] = [];

// The real r2wc core with a renderer that only records: Preact renders on each call, React batches
// calls of one tick, so counting renders of a component would not see a second call under React.
vi.mock('@r2wc/react-to-web-component', async () => {
  const { default: r2wcCore } = await import('@r2wc/core');
  return {
    default: (component: unknown, options: Parameters<typeof r2wcCore>[1]) =>
      r2wcCore(component as never, options, {
        mount: (_container, _component, props) => {
          calls.push(`mount ${(props as { partner?: string }).partner}`);
          return {};
        },
        update: (_context, props) => void calls.push(`update ${(props as { partner?: string }).partner}`),
        unmount: () => void calls.push('unmount'),
      }),
  };
});

const Host = () => null;
let defined = 0;
/** A tag of its own per test: a registry keeps every definition. */
function define(): string {
  defined += 1;
  const tag = `drawkit-class-test-${defined}`;
  customElements.define(tag, drawkitElementClass<DrawkitShopElement>(Host, {}));
  return tag;
}

afterEach(() => {
  document.body.innerHTML = '';
  calls.length = 0;
});

describe('drawkitElementClass', () => {
  // Chromium upgrades with the attribute's callback before the connected one (r2wc rendered on both);
  // jsdom calls only the connected one, so here this pins the outcome rather than telling the two apart.
  it('renders an element already in the page once when its tag is defined', () => {
    const tag = `drawkit-class-test-${defined + 1}`;
    document.body.innerHTML = `<${tag} partner="demo-partner"></${tag}>`;
    define();
    expect(calls).toEqual(['mount demo-partner']);
  });

  it('renders a new element once it is connected, with the attributes set before', () => {
    const element = document.createElement(define());
    element.setAttribute('partner', 'demo-partner');
    element.setAttribute('app-key', 'key');
    expect(calls).toEqual([]);
    document.body.append(element);
    expect(calls).toEqual(['mount demo-partner']);
  });

  it('renders again on a change while connected, unmounts on removal and mounts on return', () => {
    const element = document.createElement(define());
    element.setAttribute('partner', 'demo-partner');
    document.body.append(element);
    element.setAttribute('partner', 'other-partner');
    element.remove();
    element.setAttribute('partner', 'third-partner');
    document.body.append(element);
    expect(calls).toEqual(['mount demo-partner', 'update other-partner', 'unmount', 'mount third-partner']);
  });
});
