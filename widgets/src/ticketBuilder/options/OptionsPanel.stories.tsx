import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useDrawkit } from '../../context/DrawkitProvider';
import { shopStory } from '../../storyShop/storyShop';
import { initialOptions, openDraws, type TicketOptions } from '../ticketOptions';
import OptionsPanel from './OptionsPanel';

interface PanelProps {
  /** The shop's offer whose first game type (or `gameType`) the panel is for. */
  offerKey: string;
  gameType?: string;
  onChange?: (options: TicketOptions) => void;
}

/** The panel on an offer of the shop's catalogue, its options kept in state as the ticket editor keeps them. */
function Panel({ offerKey, gameType, onChange }: PanelProps) {
  const catalogue = useDrawkit().catalogue.getState();
  const offer = catalogue.offer(offerKey);
  const type = offer?.gameTypes.find((t) => t.key === (gameType ?? offer.gameTypes[0]?.key)) ?? offer?.gameTypes[0];
  const gameOffer = type?.gameOffers[0];
  const [options, setOptions] = useState(() => (offer && type && gameOffer ? initialOptions(offer, type, gameOffer) : null));
  if (!offer || !type || !gameOffer || !options) return <p>The shop sells no {offerKey}.</p>;
  return (
    <OptionsPanel
      offer={offer}
      gameType={type}
      gameOffer={gameOffer}
      draws={openDraws(offer, catalogue.draws)}
      options={options}
      onChange={(next) => {
        const merged = { ...options, ...next };
        setOptions(merged);
        onChange?.(merged);
      }}
    />
  );
}

/** A ticket's draw options, as "Change draw options" opens them: draw choice with forward-draw labels, number of draws or days and weeks, autoplay. */
const meta = {
  title: 'Widgets/TicketBuilder/Options panel',
  component: Panel,
  args: { offerKey: 'super_jackpot_lottery', onChange: fn() },
  ...shopStory('catalogue'),
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Next Available Draw or a forward draw, several draws, optional autoplay. */
export const DrawsAndAutoplay: Story = {
  async play({ canvas, userEvent, args }) {
    await expect(canvas.getByRole('combobox', { name: 'Draw' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Number of draws' }), '2');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ numDraws: 2 }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Autoplay/ }));
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** Set for Life: draw days to choose and weeks, no draw count. */
export const DaysAndWeeks: Story = {
  args: { offerKey: 'set_for_life2020', gameType: 'standard' },
  async play({ canvas }) {
    await expect(canvas.getByRole('group', { name: 'Draw days' })).toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: 'Number of draws' })).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: /Autoplay/ })).toBeVisible();
  },
};

/** A subscription: always recurring, so autoplay is not a choice. */
export const Subscription: Story = {
  args: { offerKey: 'set_for_life2020', gameType: 'deferred' },
  async play({ canvas }) {
    await expect(canvas.getByRole('group', { name: 'Draw days' })).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: /Autoplay/ })).toBeNull();
  },
};

/** Lotto Strike: autoplay is never offered. */
export const NoAutoplay: Story = {
  args: { offerKey: 'lotto_strike' },
  async play({ canvas }) {
    await expect(canvas.getByRole('combobox', { name: 'Draw' })).toBeVisible();
    await expect(canvas.queryByRole('checkbox', { name: /Autoplay/ })).toBeNull();
  },
};
