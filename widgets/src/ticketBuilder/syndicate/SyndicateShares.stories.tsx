import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ActionResult, GameOffer } from '@drawkit/sdk';
import { expect, fn } from 'storybook/test';
import { useDrawkit } from '../../context/DrawkitProvider';
import { shopStory } from '../../storyShop/storyShop';
import SyndicateShares, { type SyndicateSharesProps } from './SyndicateShares';

interface SharesProps {
  /** The shop's syndicate (or lotto party) offer. */
  offerKey: string;
  /** Changes to its game offer, to show a state the shop's seed has none of. */
  changes?: Partial<GameOffer>;
  onSubmit: SyndicateSharesProps['onSubmit'];
}

/** The shares form on an offer of the shop's catalogue, as the ticket builder opens it. */
function Shares({ offerKey, changes, onSubmit }: SharesProps) {
  const offer = useDrawkit().catalogue.getState().offer(offerKey);
  const gameType = offer?.gameTypes[0];
  const gameOffer = gameType?.gameOffers[0];
  if (!offer || !gameType || !gameOffer) return <p>The shop sells no {offerKey}.</p>;
  return <SyndicateShares offer={offer} gameType={gameType} gameOffer={{ ...gameOffer, ...changes }} draw={undefined} onSubmit={onSubmit} />;
}

/** Shares in a syndicate (and a lotto party's group ticket): how full it is, the shares to buy, the live price. */
const meta = {
  title: 'Widgets/TicketBuilder/Syndicate shares',
  component: Shares,
  args: { offerKey: 'super_jackpot_syndicate', onSubmit: fn(async (): Promise<ActionResult> => ({ ok: true })) },
  ...shopStory('catalogue'),
} satisfies Meta<typeof Shares>;

export default meta;
type Story = StoryObj<typeof meta>;

/** None of 20 shares sold yet, $3.50 a share: more shares, a higher price. */
export const OnSale: Story = {
  async play({ canvas, userEvent, args }) {
    await expect(canvas.getByText('0 of 20 shares sold')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'More shares' }));
    await expect(canvas.getByText('$7.00', { selector: '.drawkit-price *' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ productOfferKey: 'super_jackpot_syndicate', numShares: 2 }));
    await expect(await canvas.findByText('Your shares have been added.')).toBeVisible();
  },
};

/** A lotto party sold in shares like a syndicate (game type lotto_party). */
export const LottoParty: Story = {
  args: { offerKey: 'super_jackpot_lotto_party' },
  async play({ canvas }) {
    await expect(canvas.getByRole('progressbar', { name: 'How full the lotto party is' })).toBeVisible();
  },
};

/** Every share sold (the seed has no full syndicate, so its count is changed here). */
export const SoldOut: Story = {
  args: { changes: { sharesSold: 20, sharesAvailable: 0 } },
  async play({ canvas }) {
    await expect(canvas.getByText('This syndicate is sold out.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
};

/** The shop's Mega Jackpot Syndicate is suspended: listed, not sold. */
export const Suspended: Story = {
  args: { offerKey: 'mega_jackpot_syndicate' },
  async play({ canvas }) {
    await expect(canvas.getByText('This syndicate is not on sale right now.')).toBeVisible();
  },
};

/** The cart refused the shares (another buyer took the last ones): its message shows by the form. */
export const Refused: Story = {
  args: {
    onSubmit: fn(async (): Promise<ActionResult> => ({
      ok: false,
      messages: [{ code: 'syndicate_sold_out', message: 'Only 2 shares are left in this syndicate.', level: 'error' }],
    })),
  },
  async play({ canvas, userEvent }) {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(await canvas.findByText('Only 2 shares are left in this syndicate.')).toBeVisible();
  },
};
