/**
 * Keeps the stories' recorded answers honest: re-runs every story scenario on the real shop and
 * compares what it answers now with answers/*.json (calls, statuses, message codes, shapes: see
 * answerShape.ts). With DRAWKIT_RECORD_STORIES=1 (what `npm run stories:record` sets) it writes
 * the files instead.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PUBLIC_ORIGIN, TEST_NOW } from '@drawkit/api-server/testing';
import { expect, it } from 'vitest';
import { injectFetch, openRealShop } from '../../__tests__/realShop';
import { callsDifference } from '../answerShape';
import { recordAnswers } from '../recordAnswers';
import type { Recording } from '../recording';
import { storyScenarios } from '../storyScenarios';

const shop = openRealShop();
const RECORD = process.env['DRAWKIT_RECORD_STORIES'] === '1';
const fileOf = (scenario: string) => fileURLToPath(new URL(`../answers/${scenario}.json`, import.meta.url));
const AGAIN = 'The real shop no longer answers the stories as recorded: run `npm run stories:record`, then check the stories (widgets/src/__tests__/stories.test.tsx).';

function committed(scenario: string): Recording | undefined {
  try {
    return JSON.parse(readFileSync(fileOf(scenario), 'utf8')) as Recording;
  } catch {
    return undefined;
  }
}

it('the stories answer what the real shop answers', { timeout: 180_000 }, async () => {
  const recordings = await recordAnswers({ fetch: injectFetch(shop), origin: PUBLIC_ORIGIN, now: () => shop.clock.now() });
  expect(recordings.map((r) => r.scenario)).toEqual(Object.keys(storyScenarios));
  for (const recording of recordings) {
    if (RECORD) {
      writeFileSync(fileOf(recording.scenario), `${JSON.stringify(recording, null, 2)}\n`);
      continue;
    }
    const before = committed(recording.scenario);
    expect(before, `${recording.scenario}: not recorded. ${AGAIN}`).toBeDefined();
    expect(before?.recordedAt, `${recording.scenario}: recorded at another time. ${AGAIN}`).toBe(TEST_NOW.toISOString());
    expect(callsDifference(before?.calls ?? [], recording.calls), `${recording.scenario}: ${AGAIN}`).toBeNull();
  }
});
