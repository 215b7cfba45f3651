import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { storyPreview } from '../widgets/src/storyShop/storyPreview';

// Stories answer from the real shop's recorded answers (widgets/src/storyShop): each story's
// `parameters.msw.handlers`, served by the worker in ./public (`npx msw init .storybook/public`).
const preview: Preview = {
  ...storyPreview,
  loaders: [mswLoader()],
};

export default preview;
