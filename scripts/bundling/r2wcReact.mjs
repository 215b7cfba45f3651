// What @r2wc/react-to-web-component gets for its default `import React from 'react'` in the
// Preact build: the one member it calls. The default import of preact/compat is an object holding
// every compat export, which keeps all of them in the partner script; this keeps only these.
import { createElement } from 'preact/compat';

export default { createElement };
