import type { Plugin } from 'rollup';

/** CSS with the whitespace that carries no meaning removed. */
export function minifyCss(css: string): string;

/** A rollup plugin that minifies the stylesheets the widgets keep in template literals. */
export function cssTemplates(options?: { include?: RegExp }): Plugin;
