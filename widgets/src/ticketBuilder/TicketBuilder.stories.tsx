import type { Meta, StoryObj } from '@storybook/react-vite';
import { DemoProvider } from '../demo/DemoProvider';
import { TicketBuilder } from './TicketBuilder';

const meta = {
  title: 'Widgets/TicketBuilder',
  component: TicketBuilder,
  args: { offerKey: 'super_jackpot_lottery', gameType: 'standard' },
  decorators: [(Story) => <DemoProvider>{Story()}</DemoProvider>],
} satisfies Meta<typeof TicketBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seven Numbers from 1–35 and one Powerball from 1–20, adding to the demo cart. */
export const SuperJackpot: Story = {};

/** An offer the catalogue does not hold. */
export const UnknownOffer: Story = { args: { offerKey: 'no_such_lottery' } };

/** Set for Life: a draw day is required, so the draw options start open. */
export const DrawDaysRequired: Story = { args: { offerKey: 'set_for_life2020', gameType: 'standard' } };
