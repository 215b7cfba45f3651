/// <reference types="vite/client" />
/**
 * Every story of every story file, run as a portable story (`composeStories`, `Story.run()`):
 * its loaders, render and play function, with the network answered by msw/node from the story's
 * own handlers (the recorded answers of storyShop/). A story passes when it renders, its play
 * function passes, and it called nothing its recording does not hold.
 */
import './testEnv';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storyPreview } from '../storyShop/storyPreview';

const server = setupServer();
/** Calls a story made that its recording does not hold (the handlers answer them 501). */
const unrecorded: string[] = [];
server.events.on('response:mocked', ({ request, response }) => {
  if (response.status === 501) unrecorded.push(`${request.method} ${request.url}`);
});

setProjectAnnotations([
  storyPreview,
  {
    // What msw-storybook-addon's loader does in Storybook: this story's handlers, and no one else's.
    loaders: [
      ({ parameters }) => {
        const msw = parameters['msw'] as { handlers?: RequestHandler[] } | undefined;
        server.resetHandlers(...(msw?.handlers ?? []));
        return {};
      },
    ],
  },
]);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const files = import.meta.glob<Record<string, unknown>>('../**/*.stories.tsx', { eager: true });

for (const [path, file] of Object.entries(files)) {
  const stories = Object.entries(composeStories(file as Parameters<typeof composeStories>[0])) as [string, { run(): Promise<void> }][];
  describe(path.replace(/^\.\.\//, ''), () => {
    it.each(stories)('%s', async (_name, Story) => {
      unrecorded.length = 0;
      await Story.run();
      expect(unrecorded, 'calls missing from the recording').toEqual([]);
    });
  });
}
