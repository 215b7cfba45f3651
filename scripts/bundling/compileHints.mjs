// V8's explicit compile hint (Chrome 136+): a file that begins with `//# allFunctionsCalledOnLoad`
// has every function compiled on the background thread that streams the script in, instead of
// each one on the main thread the first time it is called. Measured on the partner page at 4× CPU
// (docs/performance.md, 2026-12-02): lazy compiling took 99–144 ms of the main thread before the
// widget was interactive; with the hint, 1–2 ms. Only the scripts a page runs as it opens get it
// (an entry and what it imports statically): a chunk loaded on demand would compile functions
// its page may never call. Other engines read the line as a comment.
import { staticImports } from './htmlPage.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** @returns {import('rollup').Plugin} Must come after the minifier, which drops comments. */
export function compileHints() {
  return {
    name: 'drawkit-compile-hints',
    renderChunk(code, chunk, _options, { chunks }) {
      const entries = Object.values(chunks).filter((c) => c.isEntry);
      const onLoad = entries.some((entry) => staticImports(chunks, entry.fileName).has(chunk.fileName));
      return onLoad ? { code: COMPILE_HINT + code, map: null } : null;
    },
  };
}
