import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// The build plugin that hands r2wc a React default export of `createElement` only (rollup.config.mjs).
import { reactDefaultMembers } from '../../../../scripts/bundling/r2wcReactDefault.mjs';

describe('the element script\'s React default export for r2wc', () => {
  it('is enough for the installed @r2wc/react-to-web-component: it uses createElement only', () => {
    // The ESM build (the package's `import` export), which rollup bundles.
    const manifest = createRequire(path.join(process.cwd(), 'package.json')).resolve('@r2wc/react-to-web-component/package.json');
    const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as { exports: { '.': { import: string } } };
    const code = readFileSync(path.join(path.dirname(manifest), exports['.'].import), 'utf8');
    expect(reactDefaultMembers(code)).toEqual(['createElement']);
  });

  it('sees any other member, and a use of the object itself', () => {
    expect(reactDefaultMembers('import R from "react"; R.createElement(a); R.memo(b);')).toEqual(['createElement', 'memo']);
    expect(reactDefaultMembers('import R, { useState } from "react"; const x = R; R.createElement(a);')).toBeNull();
    expect(reactDefaultMembers('import { createElement } from "react";')).toEqual([]);
  });
});
