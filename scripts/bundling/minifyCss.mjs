// A rollup plugin that minifies the CSS the widgets keep in template literals (`widgets/src/
// styles/*.ts`, `*Styles.ts`): comments, indentation and the spaces around `{ } ; , >` and after
// `:` go. The element script ships these strings to every partner page, so their whitespace is
// bytes of the first download. Literals with `${…}` are left alone.

/** Whether a template literal's text looks like a stylesheet rather than other text. */
const looksLikeCss = (text) => /[.:#@][\w-]*[^{}]*\{[^{}]*:[^{}]*\}/.test(text);

/** CSS with the whitespace that carries no meaning removed. */
export function minifyCss(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};,>]) ?/g, '$1')
    .replace(/: /g, ':')
    .replace(/;}/g, '}')
    .trim();
}

/**
 * @param {{include?: RegExp}} [options]
 * @returns {import('rollup').Plugin}
 */
export function cssTemplates({ include = /\/widgets\/src\/(styles\/[^/]+|[^/]+\/[A-Za-z]*Styles)\.ts$/ } = {}) {
  return {
    name: 'drawkit-css-templates',
    transform(code, id) {
      if (!include.test(id)) return null;
      let changed = false;
      const out = code.replace(/`([^`$\\]*)`/g, (literal, text) => {
        if (!looksLikeCss(text)) return literal;
        changed = true;
        return `\`${minifyCss(text)}\``;
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}
