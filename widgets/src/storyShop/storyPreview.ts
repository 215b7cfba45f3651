/**
 * What every story shares, in Storybook (.storybook/preview.ts, which adds MSW's loader) and in
 * the stories test (widgets/src/__tests__/stories.test.tsx, which answers through msw/node).
 */
import type { Preview } from '@storybook/react-vite';
import { drawkitStyles } from '../styles/drawkitStyles';
import { installStoryClock } from './storyClock';
import { STORY_NOW } from './storyShop';

installStoryClock(STORY_NOW);

// The widgets' CSS goes in as a constructable stylesheet, as a host page or an element adopts it.
const sheet = new CSSStyleSheet();
sheet.replaceSync(drawkitStyles);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

export const storyPreview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};
