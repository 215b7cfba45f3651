// What @r2wc/react-to-web-component gets for its default `import React from 'react'` in the
// Preact build: the one member it calls. The default import of preact/compat is an object holding
// every compat export, which would keep all of them in the partner script; this keeps only this.
import { createElement } from 'preact';

export default { createElement };
