import { useCallback, type RefCallback } from 'react';

// One sheet object per CSS text, shared by every root; per root, the sheets already adopted.
const sheets = new Map<string, CSSStyleSheet>();
const adopted = new WeakMap<ShadowRoot | Document, Set<CSSStyleSheet>>();

/** Adopts `css` into the root (shadow root or document) holding `node`, once per root. */
export function adoptInto(node: Node, css: string): void {
  // Only a document or a shadow root has adoptedStyleSheets (duck-typed: instanceof fails across realms).
  const rootNode = node.getRootNode();
  if (typeof CSSStyleSheet === 'undefined' || !('replaceSync' in CSSStyleSheet.prototype) || !('adoptedStyleSheets' in rootNode)) return;
  const root = rootNode as ShadowRoot | Document;
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  let done = adopted.get(root);
  if (!done) {
    done = new Set();
    adopted.set(root, done);
  }
  if (done.has(sheet) && root.adoptedStyleSheets.includes(sheet)) return;
  done.add(sheet);
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/**
 * For the root component of a lazily loaded chunk: a ref for its outermost element that adopts
 * the chunk's CSS into that element's shadow root (or document) when it mounts. A ref callback
 * runs in the commit, before paint, so the part never shows unstyled. Pass module-level
 * constants (one string or an array of parts, each its own shared sheet) so the ref is stable.
 */
export function useAdoptedStyles(css: string | readonly string[]): RefCallback<Element> {
  return useCallback(
    (node: Element | null) => {
      if (!node) return;
      for (const part of typeof css === 'string' ? [css] : css) adoptInto(node, part);
    },
    [css],
  );
}
