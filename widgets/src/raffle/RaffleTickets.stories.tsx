import type { Meta, StoryObj } from '@storybook/react-vite';
import { DemoProvider } from '../demo/DemoProvider';
import { TicketBuilder } from '../ticketBuilder/TicketBuilder';

/**
 * Raffle tickets in the ticket builder: the draw (open or pre-order; sold-out draws are not
 * offered), a ticket bundle with its price a ticket, the cause to support and the live price.
 */
const meta = {
  title: 'Widgets/TicketBuilder/Raffle tickets',
  component: TicketBuilder,
  args: { offerKey: 'make_a_smile_lottery' },
  decorators: [(Story) => <DemoProvider>{Story()}</DemoProvider>],
} satisfies Meta<typeof TicketBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two causes: one must be chosen before the tickets can be added. */
export const ChooseACause: Story = {};

/** Opened from a cause's page: its cause is chosen already. */
export const CauseChosen: Story = { args: { causeKey: 'kids_hospital' } };

/** Opened from a draw's `/draw/{drawNo}/buy` page: starts at that pre-order draw. */
export const StartAtPreOrderDraw: Story = { args: { firstDrawNo: 302 } };

/** One cause, so no choice to make; bundles of 1 and 5 tickets. */
export const SingleCause: Story = { args: { offerKey: 'your_hospice_lottery' } };
