import type { AddCartItemRequest } from '@drawkit/sdk';

const GAMES = [
  { Numbers: [1, 5, 9, 13, 17, 21, 25], Powerball: [4] },
  { Numbers: [2, 6, 10, 14, 18, 22, 26], Powerball: [11] },
  { Numbers: [3, 8, 12, 19, 24, 30, 35], Powerball: [20] },
];

/** A complete Super Jackpot ticket of `games` games (1–3) for the next draw, $1.50 a game. */
export function demoTicket(games = 2): AddCartItemRequest {
  return {
    productType: 'lottery_ticket',
    lotteryKey: 'super_jackpot_lottery',
    gameType: 'standard',
    gameOffer: 'super_jackpot_standard',
    games: GAMES.slice(0, games),
    numDraws: 1,
    drawNo: 1501,
    quickpick: false,
  };
}
