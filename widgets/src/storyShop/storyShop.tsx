/**
 * Puts a story on a recorded scenario: `...shopStory('anonymousCart')` in a story (or its meta)
 * gives it MSW handlers that answer from answers/anonymousCart.json, a loader that makes a real
 * `createDrawkit` client (memory storage) against the shop's origin and runs the scenario's
 * setup on it, and a decorator that provides that client to the widget.
 */
import { createDrawkit, createMemoryStorage, type DrawkitClient } from '@drawkit/sdk';
import type { Decorator, LoaderFunction } from '@storybook/react-vite';
import { DrawkitProvider } from '../context/DrawkitProvider';
import anonymousCart from './answers/anonymousCart.json';
import emptyCart from './answers/emptyCart.json';
import promotion from './answers/promotion.json';
import type { Recording } from './recording';
import { replayHandlers } from './replayHandlers';
import { type ScenarioName, storyScenarios } from './storyScenarios';

const recordings: Record<ScenarioName, Recording> = {
  anonymousCart: anonymousCart as Recording,
  emptyCart: emptyCart as Recording,
  promotion: promotion as Recording,
};

/** When the answers were recorded: the stories' clock starts there (storyClock.ts). */
export const STORY_NOW: string = anonymousCart.recordedAt;

const CLIENT = 'drawkitClient';

/** The story's client, as the loader of `shopStory` left it. */
export function loadedClient(loaded: Record<string, unknown>): DrawkitClient {
  const client = loaded[CLIENT];
  if (!client) throw new Error('This story has no shop client: spread shopStory(scenario) into it.');
  return client as DrawkitClient;
}

/** A client on the scenario's recorded answers, brought to the scenario's starting point. */
export async function openScenario(name: ScenarioName, restart: () => void): Promise<DrawkitClient> {
  restart();
  const recording = recordings[name];
  const client = createDrawkit({
    discoveryUrl: `${recording.origin}/discover`,
    appKey: recording.appKey,
    storage: createMemoryStorage(),
  });
  await storyScenarios[name].setup(client);
  return client;
}

export interface ShopStory {
  parameters: { msw: { handlers: ReturnType<typeof replayHandlers>['handlers'] } };
  loaders: LoaderFunction[];
  decorators: Decorator[];
}

export function shopStory(name: ScenarioName): ShopStory {
  const replay = replayHandlers(recordings[name]);
  return {
    parameters: { msw: { handlers: replay.handlers } },
    loaders: [async () => ({ [CLIENT]: await openScenario(name, replay.restart) })],
    decorators: [(Story, { loaded }) => <DrawkitProvider client={loadedClient(loaded)}>{Story()}</DrawkitProvider>],
  };
}
