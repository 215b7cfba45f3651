/**
 * Puts a story on a recorded scenario: `...shopStory('anonymousCart')` in a story (or its meta)
 * gives it MSW handlers that answer from answers/anonymousCart.json, a loader that makes a real
 * `createDrawkit` client (memory storage) against the shop's origin and runs the scenario's
 * setup on it, and a decorator that provides that client to the widget.
 */
/// <reference types="vite/client" />
import { createDrawkit, createMemoryStorage, type DrawkitClient } from '@drawkit/sdk';
import type { Decorator, StoryObj } from '@storybook/react-vite';
import { DrawkitProvider } from '../context/DrawkitProvider';
import type { Recording } from './recording';
import { type Replay, replayHandlers } from './replayHandlers';
import { type ScenarioName, type StoryScenario, storyScenarios } from './storyScenarios';

// Vite reads the JSON (Storybook and vitest both run on it), so the compiler need not infer a type per file.
const files = import.meta.glob<Recording>('./answers/*.json', { eager: true, import: 'default' });

function recordingOf(name: ScenarioName): Recording {
  const recording = files[`./answers/${name}.json`];
  if (!recording) throw new Error(`The story scenario "${name}" has no recording: run npm run stories:record.`);
  return recording;
}

/** When the answers were recorded: the stories' clock starts there (storyClock.ts). */
export const STORY_NOW: string = recordingOf('visitor').recordedAt;

const CLIENT = 'drawkitClient';

/** The story's client, as the loader of `shopStory` left it. */
export function loadedClient(loaded: Record<string, unknown>): DrawkitClient {
  const client = loaded[CLIENT];
  if (!client) throw new Error('This story has no shop client: spread shopStory(scenario) into it.');
  return client as DrawkitClient;
}

/** A client on the scenario's recorded answers, brought to the scenario's starting point. */
export async function openScenario(name: ScenarioName, replay: Replay): Promise<DrawkitClient> {
  replay.restart();
  const recording = recordingOf(name);
  const scenario: StoryScenario = storyScenarios[name];
  const client = createDrawkit({
    discoveryUrl: `${recording.origin}/discover`,
    appKey: recording.appKey,
    storage: createMemoryStorage(),
    ...scenario.config,
  });
  await scenario.setup(client);
  return client;
}

export type ShopStory = Required<Pick<StoryObj, 'loaders'>> & { decorators: Decorator[]; parameters: { msw: { handlers: Replay['handlers'] } } };

/**
 * `then` runs after the scenario's setup, for what a story needs loaded before it renders; its
 * calls must be in the recording (the scenario's `record` makes them).
 */
export function shopStory(name: ScenarioName, then?: (client: DrawkitClient) => Promise<unknown>): ShopStory {
  const replay = replayHandlers(recordingOf(name));
  return {
    parameters: { msw: { handlers: replay.handlers } },
    loaders: [
      async () => {
        const client = await openScenario(name, replay);
        await then?.(client);
        return { [CLIENT]: client };
      },
    ],
    decorators: [(Story, { loaded }) => <DrawkitProvider client={loadedClient(loaded)}>{Story()}</DrawkitProvider>],
  };
}
