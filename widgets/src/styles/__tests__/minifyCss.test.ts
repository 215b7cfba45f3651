import { describe, expect, it } from 'vitest';
// The build plugin that minifies these stylesheets in the bundles (rollup.config.mjs).
import { minifyCss } from '../../../../scripts/bundling/minifyCss.mjs';
import { drawkitStyles } from '../drawkitStyles';

describe('the CSS minifier of the element script', () => {
  it('drops comments, indentation and the spaces around braces, semicolons, commas, > and after colons', () => {
    const css = `
/* buttons */
.a > .b, .c {
  display: flex;  gap: var(--dk-space);
}
@media (min-width: 40em) { .a { color: red; } }`;
    expect(minifyCss(css)).toBe('.a>.b,.c{display:flex;gap:var(--dk-space)}@media (min-width:40em){.a{color:red}}');
  });

  it('keeps the spaces that carry meaning: descendant selectors before a pseudo-class, calc() operators and value lists', () => {
    expect(minifyCss('.a :focus-visible { padding: 0 calc(var(--s) * 2); border: 1px solid red; }')).toBe(
      '.a :focus-visible{padding:0 calc(var(--s) * 2);border:1px solid red}',
    );
  });

  it('keeps every rule of the widgets\' stylesheets', () => {
    const rules = (css: string) => (css.match(/\{/g) ?? []).length;
    expect(rules(minifyCss(drawkitStyles))).toBe(rules(drawkitStyles));
    expect(minifyCss(drawkitStyles).length).toBeLessThan(drawkitStyles.length * 0.9);
  });
});
