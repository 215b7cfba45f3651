import { describe, expect, it } from 'vitest';
import { orderOffers } from '../orderOffers';

const lottery = (key: string, gameTypes: string[] = ['standard']) => ({
  key,
  type: 'lottery_ticket',
  displayCategory: 'lotteries',
  gameTypes: gameTypes.map((k) => ({ key: k })),
});
const syndicate = { key: 'syn', type: 'syndicate_share', displayCategory: 'syndicates', gameTypes: [{ key: 'syndicate' }] };
const party = { key: 'party', type: 'lottery_ticket', displayCategory: 'lotto_party', gameTypes: [{ key: 'lotto_party' }] };

describe('lottery list ordering (shop-specialised §9)', () => {
  it('"syndicate is inserted at position 3"', () => {
    const keys = orderOffers([syndicate, lottery('a'), lottery('b'), lottery('c'), lottery('d')]).map((o) => o.key);
    expect(keys).toEqual(['a', 'b', 'syn', 'c', 'd']);
  });

  it('"a lotto party entry is inserted before the syndicate"', () => {
    const keys = orderOffers([lottery('a'), syndicate, party, lottery('b'), lottery('c')]).map((o) => o.key);
    expect(keys).toEqual(['a', 'b', 'party', 'syn', 'c']);
  });

  it('places a lotto party sold as shares (a syndicate_share offer) once, as the lotto party entry', () => {
    const sharedParty = { key: 'party', type: 'syndicate_share', displayCategory: 'lotto_party', gameTypes: [{ key: 'lotto_party' }] };
    const keys = orderOffers([lottery('a'), sharedParty, syndicate, lottery('b'), lottery('c')]).map((o) => o.key);
    expect(keys).toEqual(['a', 'b', 'party', 'syn', 'c']);
  });

  it('"the powerhit-type lottery is moved to second", and the syndicate stays third', () => {
    const keys = orderOffers([lottery('a'), lottery('b'), syndicate, lottery('c'), lottery('p', ['standard', 'powerhit'])]).map((o) => o.key);
    expect(keys).toEqual(['a', 'p', 'syn', 'b', 'c']);
  });

  it('leaves a powerhit-type lottery that already leads the list where it is', () => {
    const keys = orderOffers([lottery('p', ['powerhit']), lottery('a'), lottery('b')]).map((o) => o.key);
    expect(keys).toEqual(['p', 'a', 'b']);
  });

  it('puts the syndicate last in a list shorter than three', () => {
    expect(orderOffers([syndicate, lottery('a')]).map((o) => o.key)).toEqual(['a', 'syn']);
  });
});
