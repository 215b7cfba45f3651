import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { ActionResult, GameOffer, ProductOffer } from '@drawkit/sdk';
import { demoMoreOffers } from '../../demo/demoGameTypes';
import SyndicateShares from './SyndicateShares';

const { offers } = demoMoreOffers(Date.now());
const offerOf = (key: string): ProductOffer => {
  const offer = offers.find((o) => o.key === key);
  if (!offer) throw new Error(`The demo catalogue has no ${key}`);
  return offer;
};
const syndicate = offerOf('super_jackpot_syndicate');
const party = offerOf('super_jackpot_lotto_party');
const [syndicateType] = syndicate.gameTypes;
const [partyType] = party.gameTypes;
const shares = (changes: Partial<GameOffer>): GameOffer => ({ ...syndicateType!.gameOffers[0]!, ...changes });

/** Shares in a syndicate (and a lotto party's group ticket): how full it is, the shares to buy, the live price. */
const meta = {
  title: 'Widgets/TicketBuilder/Syndicate shares',
  component: SyndicateShares,
  args: {
    offer: syndicate,
    gameType: syndicateType!,
    gameOffer: shares({}),
    draw: undefined,
    onSubmit: fn(async (): Promise<ActionResult> => ({ ok: true })),
  },
} satisfies Meta<typeof SyndicateShares>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 5 of 20 shares sold at $3.50 a share. */
export const OnSale: Story = {};

/** A lotto party sold in shares like a syndicate (game type lotto_party). */
export const LottoParty: Story = { args: { offer: party, gameType: partyType!, gameOffer: partyType!.gameOffers[0]! } };

/** Every share sold. */
export const SoldOut: Story = { args: { gameOffer: shares({ sharesSold: 20, sharesAvailable: 0 }) } };

/** A suspended offer is listed but not sold. */
export const Suspended: Story = { args: { offer: { ...syndicate, suspended: true } } };

/** The server refused the shares (another buyer took the last ones). */
export const Refused: Story = {
  args: {
    onSubmit: fn(async (): Promise<ActionResult> => ({
      ok: false,
      messages: [{ code: 'syndicate_sold_out', message: 'Only 2 shares are left in this syndicate.', level: 'error' }],
    })),
  },
};
