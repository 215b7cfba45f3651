import type { Plugin } from 'rollup';

/** The members of React's default import that `code` uses; null if it uses the object itself. */
export function reactDefaultMembers(code: string): string[] | null;

/** A rollup plugin that gives @r2wc/react-to-web-component only the `createElement` it uses of React's default export. */
export function r2wcReactDefault(): Plugin;
