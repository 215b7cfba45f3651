import { describe, expect, it } from 'vitest';
import { cartStyles } from '../cart';
import { checkoutStyles } from '../checkout';
import { choiceStyles } from '../choice';
import { drawkitStyles } from '../drawkitStyles';
import { initialStyles } from '../initialStyles';
import { promotionStyles } from '../promotion';
import { signInStyles } from '../signIn';
import { adoptInto } from '../useAdoptedStyles';

function shadowWith(): { root: ShadowRoot; node: HTMLElement } {
  const host = document.createElement('div');
  const root = host.attachShadow({ mode: 'open' });
  const node = document.createElement('p');
  root.append(node);
  return { root, node };
}

describe('useAdoptedStyles', () => {
  it('adopts the CSS into the shadow root holding the node, once per root', () => {
    const { root, node } = shadowWith();
    adoptInto(node, checkoutStyles);
    adoptInto(node, checkoutStyles);
    expect(root.adoptedStyleSheets).toHaveLength(1);
    adoptInto(node, choiceStyles);
    expect(root.adoptedStyleSheets).toHaveLength(2);
  });

  it('shares one sheet per CSS text between roots', () => {
    const a = shadowWith();
    const b = shadowWith();
    adoptInto(a.node, signInStyles);
    adoptInto(b.node, signInStyles);
    expect(a.root.adoptedStyleSheets[0]).toBe(b.root.adoptedStyleSheets[0]);
  });

  it('adopts into the document for a node outside any shadow root', () => {
    const node = document.createElement('p');
    document.body.append(node);
    const before = document.adoptedStyleSheets.length;
    adoptInto(node, promotionStyles);
    adoptInto(node, promotionStyles);
    expect(document.adoptedStyleSheets).toHaveLength(before + 1);
  });
});

describe('drawkitStyles', () => {
  it('still holds every part, the lazily adopted ones included', () => {
    for (const part of [initialStyles, cartStyles, promotionStyles, choiceStyles, checkoutStyles, signInStyles]) {
      expect(drawkitStyles).toContain(part);
    }
  });

  it('leaves the lazy parts out of the up-front sheet', () => {
    expect(initialStyles).not.toContain('.drawkit-receipt-orders');
    expect(initialStyles).not.toContain('.drawkit-cart-item-games');
    expect(initialStyles).not.toContain('.drawkit-code-cell');
    expect(initialStyles).not.toContain('.drawkit-radio-card');
    expect(initialStyles).toContain('.drawkit-partner-header');
  });
});
