import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { storyPreview } from '../widgets/src/storyShop/storyPreview';

// Stories answer from the real shop's recorded answers (widgets/src/storyShop): each story's
// `parameters.msw.handlers`, served by the worker in ./public (`npx msw init .storybook/public`).
// Play functions wait for the shop's answers through the service worker: on a busy machine that
// can take longer than Testing Library's 1 s ceiling for findBy (a ceiling, not a timing assertion).
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  ...storyPreview,
  loaders: [mswLoader()],
};

export default preview;
