import type { Preview } from '@storybook/react-vite';
import { drawkitStyles } from '@drawkit/widgets';

// The widgets' CSS goes in as a constructable stylesheet, as a host page or an element adopts it.
const sheet = new CSSStyleSheet();
sheet.replaceSync(drawkitStyles);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
