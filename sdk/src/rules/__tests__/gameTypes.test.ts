/**
 * The §3 game types beyond the spec's ordered list: powerhit_super_combo (a combo of Powerhit
 * entries) and powerpik_system (a system entry of Powerpik), shaped like the seed's offers.
 */
import type { GameOffer } from '@drawkit/contract';
import { GAME_TYPE_KEYS } from '@drawkit/contract';
import { describe, expect, it } from 'vitest';
import { aud, powerballOffer } from '../../__tests__/fixtures';
import { gameTypeUrlSuffix, sortGameTypes } from '../../format/gameTypeUrlSuffix';
import { numberPlaceholder } from '../../format/numberPlaceholder';
import { entryPrice, multiDrawPrice } from '../entryPrice';
import { isEntryComplete } from '../isEntryComplete';
import { validateTicket } from '../validateTicket';

const powerpikSystem9: GameOffer = {
  ...powerballOffer,
  key: 'super_jackpot_lottery_powerpik_system_9',
  name: 'Powerpik System 9',
  numberSets: [
    { name: 'Numbers', count: 9, min: 1, max: 35, unique: true, ordered: false },
    { name: 'Powerball', count: 1, min: 1, max: 20, unique: true, ordered: false },
  ],
  systemSize: 9,
  placeholder: 'PP',
  multiEntry: true,
  minGames: 1,
  maxGames: 10,
  defaultEntryCount: 1,
  pricePerGame: aud(36 * 160),
  prices: [],
};

const powerhitSuperCombo: GameOffer = {
  ...powerballOffer,
  key: 'super_jackpot_lottery_powerhit_super_combo',
  name: 'Powerhit super combo',
  numberSets: [{ name: 'Numbers', count: 7, min: 1, max: 35, unique: true, ordered: false }],
  coveredSets: ['Powerball'],
  placeholder: 'PH',
  quickpickOnly: true,
  multiEntry: true,
  minGames: 1,
  maxGames: 5,
  defaultEntryCount: 1,
  combo: { description: 'One Powerhit System 8 and four Powerhit games', parts: [{ systemSize: 8, games: 1 }, { systemSize: 7, games: 4 }] },
  pricePerGame: aud(41_500),
  prices: [],
};

const nine = [1, 2, 3, 4, 5, 6, 7, 8, 9];

describe('powerpik_system', () => {
  it('"For a multi-entry game type only the Numbers set must be filled": the shop picks the Powerball', () => {
    expect(isEntryComplete(powerpikSystem9, { Numbers: nine, Powerball: [null] }, 'powerpik_system')).toBe(true);
    expect(isEntryComplete(powerpikSystem9, { Numbers: [...nine.slice(0, 8), null], Powerball: [null] }, 'powerpik_system')).toBe(false);
    expect(isEntryComplete(powerpikSystem9, { Numbers: nine, Favourites: [] }, 'powerpik_system')).toBe(false);
  });

  it('"game counts lie between minGames and maxGames of the game offer"', () => {
    const games = (n: number) => Array.from({ length: n }, () => ({ Numbers: nine }));
    expect(validateTicket({ gameType: 'powerpik_system', gameOffer: powerpikSystem9, games: games(10) })).toEqual([]);
    expect(validateTicket({ gameType: 'powerpik_system', gameOffer: powerpikSystem9, games: games(11) }).map((p) => p.code)).toEqual(['too_many_games']);
  });

  it('"A purchased multi-draw price is the entry price times draws times weeks": 2 System 9 entries over 3 draws', () => {
    const price = entryPrice(powerpikSystem9, 2);
    expect(price).toEqual(aud(2 * 36 * 160));
    expect(multiDrawPrice(price!, 3)).toEqual(aud(3 * 2 * 36 * 160));
  });

  it('"Placeholders: Powerhit PH, Powerpik PP": the system shows the Powerpik placeholder', () => {
    expect(numberPlaceholder('powerpik_system', powerpikSystem9)).toBe('PP');
  });
});

describe('powerhit_super_combo', () => {
  it('prices a combo per entry: 3 combos are 3 times the combo price', () => {
    expect(entryPrice(powerhitSuperCombo, 3)).toEqual(aud(3 * 41_500));
  });

  it('"game counts lie between minGames and maxGames": 1 to 5 combos, sent blank for the shop to pick', () => {
    const blank = (n: number) => Array.from({ length: n }, () => ({}));
    const problems = (n: number) => validateTicket({ gameType: 'powerhit_super_combo', gameOffer: powerhitSuperCombo, games: blank(n) }).map((p) => p.code);
    // Blank games are incomplete until the shop picks them; the editor ignores that for shop-picked offers.
    expect(problems(5).filter((c) => c !== 'game_incomplete')).toEqual([]);
    expect(problems(6).filter((c) => c !== 'game_incomplete')).toEqual(['too_many_games']);
  });

  it('"Placeholders: Powerhit PH, Powerpik PP": every Powerball is covered (PH)', () => {
    expect(numberPlaceholder('powerhit_super_combo', powerhitSuperCombo)).toBe('PH');
  });
});

describe('game-type keys of §3 beyond the ordered list of §2', () => {
  it('"Game-type suffixes on an offer": powerhit_super_combo and powerpik_system have none', () => {
    expect(gameTypeUrlSuffix('powerhit_super_combo')).toBe('');
    expect(gameTypeUrlSuffix('powerpik_system')).toBe('');
    expect(gameTypeUrlSuffix('lotto_party')).toBe('/lotto-party');
  });

  it('"Game types in order": the extra keys keep their order after the listed ones', () => {
    const keys = ['powerpik_system', 'powerhit_super_combo', 'powerpik', 'standard', 'powerhit'].map((key) => ({ key }));
    expect(sortGameTypes(keys).map((t) => t.key)).toEqual(['standard', 'powerhit', 'powerpik', 'powerpik_system', 'powerhit_super_combo']);
    expect(GAME_TYPE_KEYS).toContain('powerhit_super_combo');
    expect(GAME_TYPE_KEYS).toContain('powerpik_system');
  });
});
