import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DemoProvider } from '../demo/DemoProvider';
import { Raffle } from './Raffle';

/** A charity's raffles (`<drawkit-raffle>`): the cause, its raffles' prizes, tickets, and the partner cart. */
const meta = {
  title: 'Widgets/Raffle',
  component: Raffle,
  args: { causeKey: 'your_hospice', onComplete: fn(), onCartChange: fn() },
  decorators: [(Story) => <DemoProvider>{Story()}</DemoProvider>],
} satisfies Meta<typeof Raffle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Your Hospice's raffle, starting at its first draw on sale. */
export const YourHospice: Story = {};

/** Started at a later draw (the element's `draw-no`), a pre-order. */
export const AtADraw: Story = { args: { drawNo: 302 } };

/** A cause with no raffle on sale. */
export const NoRaffles: Story = { args: { causeKey: 'no_such_cause' } };
