/** The top set of jackpot lotteries (shop-specialised §9). */
export const TOP_JACKPOT_LOTTERIES: readonly string[] = ['super_jackpot_lottery', 'mega_jackpot_lottery'];

/** "Jackpot lotteries: super_jackpot_lottery and mega_jackpot_lottery (top set), plus ..." (shop-specialised §9). */
export const JACKPOT_LOTTERIES: readonly string[] = [
  ...TOP_JACKPOT_LOTTERIES,
  'make_a_smile_lottery',
  'your_hospice_lottery',
  'one_lottery',
  'lotto_strike',
  'set_for_life2020',
  'super_66',
  'monday_lotto',
  'wednesday_lotto',
];

export function isJackpotLottery(lotteryKey: string): boolean {
  return JACKPOT_LOTTERIES.includes(lotteryKey);
}

export function isTopJackpotLottery(lotteryKey: string): boolean {
  return TOP_JACKPOT_LOTTERIES.includes(lotteryKey);
}
