import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Draw, ProductOffer } from '@drawkit/sdk';
import { demoDraws, demoOffers } from '../../demo/demoCatalogue';
import { demoMoreOffers } from '../../demo/demoGameTypes';
import { DemoProvider } from '../../demo/DemoProvider';
import { initialOptions, openDraws, type TicketOptions } from '../ticketOptions';
import OptionsPanel from './OptionsPanel';

const now = Date.now();
const lotteryDraws = demoDraws(now);
const more = demoMoreOffers(now);
const offers = [...demoOffers(lotteryDraws), ...more.offers];
const drawsById = Object.fromEntries([...lotteryDraws, ...more.draws].map((d): [string, Draw] => [d.drawId, d]));

interface PanelProps {
  /** The demo offer whose first game type (or `gameType`) the panel is for. */
  offerKey: string;
  gameType?: string;
  onChange?: (options: TicketOptions) => void;
}

/** The panel with its options kept in state, as the ticket editor keeps them. */
function Panel({ offerKey, gameType, onChange }: PanelProps) {
  const offer = offers.find((o) => o.key === offerKey) as ProductOffer;
  const type = offer.gameTypes.find((t) => t.key === (gameType ?? offer.gameTypes[0]?.key)) ?? offer.gameTypes[0]!;
  const gameOffer = type.gameOffers[0]!;
  const [options, setOptions] = useState(() => initialOptions(offer, type, gameOffer));
  return (
    <OptionsPanel
      offer={offer}
      gameType={type}
      gameOffer={gameOffer}
      draws={openDraws(offer, drawsById, now)}
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
  decorators: [(Story) => <DemoProvider>{Story()}</DemoProvider>],
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Next Available Draw or a forward draw, several draws, optional autoplay. */
export const DrawsAndAutoplay: Story = {};

/** Set for Life: draw days to choose and weeks, no draw count. */
export const DaysAndWeeks: Story = { args: { offerKey: 'set_for_life2020', gameType: 'standard' } };

/** A subscription: always recurring, so autoplay is not a choice. */
export const Subscription: Story = { args: { offerKey: 'set_for_life2020', gameType: 'deferred' } };

/** Lotto Strike: autoplay is never offered. */
export const NoAutoplay: Story = { args: { offerKey: 'lotto_strike' } };
