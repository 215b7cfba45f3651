/**
 * Keeps the stories' recorded answers honest: re-runs every story scenario on the real shop and
 * compares what it answers now with answers/*.json. With DRAWKIT_RECORD_STORIES=1 (what
 * `npm run stories:record` sets) it writes the files instead.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PUBLIC_ORIGIN } from '@drawkit/api-server/testing';
import { expect, it } from 'vitest';
import { injectFetch, openRealShop } from '../../__tests__/realShop';
import { recordAnswers } from '../recordAnswers';
import type { Recording } from '../recording';

const shop = openRealShop();
const RECORD = process.env['DRAWKIT_RECORD_STORIES'] === '1';
const fileOf = (scenario: string) => fileURLToPath(new URL(`../answers/${scenario}.json`, import.meta.url));
const AGAIN = 'The real shop no longer answers as the stories recorded: run `npm run stories:record` and look at the stories that change.';

it('the stories answer what the real shop answers', { timeout: 120_000 }, async () => {
  const recordings = await recordAnswers({ fetch: injectFetch(shop), origin: PUBLIC_ORIGIN, now: () => shop.clock.now() });
  for (const recording of recordings) {
    const text = `${JSON.stringify(recording, null, 2)}\n`;
    if (RECORD) {
      writeFileSync(fileOf(recording.scenario), text);
      continue;
    }
    let committed: Recording | undefined;
    try {
      committed = JSON.parse(readFileSync(fileOf(recording.scenario), 'utf8')) as Recording;
    } catch {
      committed = undefined;
    }
    expect(committed, `${recording.scenario}: no recording. ${AGAIN}`).toBeDefined();
    expect(committed, `${recording.scenario}: ${AGAIN}`).toEqual(recording);
  }
});
