import { describe, expect, it } from 'vitest';
import type { RenderedChunk } from 'rollup';
// The build plugin that starts the scripts a page runs as it opens with V8's compile hint (rollup.config.mjs).
import { COMPILE_HINT, compileHints } from '../../../../scripts/bundling/compileHints.mjs';

const chunk = (fileName: string, isEntry: boolean, imports: string[] = []) => ({ fileName, isEntry, imports, type: 'chunk' }) as RenderedChunk;

/** What the plugin makes of each chunk of a bundle: the entry, a library it imports, a page loaded on demand and what only that page imports. */
function rendered(): Record<string, string> {
  const chunks = {
    'main.js': chunk('main.js', true, ['preact.js']),
    'preact.js': chunk('preact.js', false),
    'Page.js': chunk('Page.js', false, ['preact.js', 'forms.js']),
    'forms.js': chunk('forms.js', false),
  };
  const { renderChunk } = compileHints() as { renderChunk: (code: string, chunk: RenderedChunk, options: unknown, meta: { chunks: typeof chunks }) => { code: string } | null };
  return Object.fromEntries(Object.values(chunks).map((c) => [c.fileName, renderChunk('code()', c, {}, { chunks })?.code ?? 'unchanged']));
}

describe('compileHints', () => {
  it('starts the entry and what it imports statically with the hint, on the first line', () => {
    const out = rendered();
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(out['main.js']).toBe(`${COMPILE_HINT}code()`);
    expect(out['preact.js']).toBe(`${COMPILE_HINT}code()`);
  });

  it('leaves chunks loaded on demand as they are', () => {
    const out = rendered();
    expect(out['Page.js']).toBe('unchanged');
    expect(out['forms.js']).toBe('unchanged');
  });
});
