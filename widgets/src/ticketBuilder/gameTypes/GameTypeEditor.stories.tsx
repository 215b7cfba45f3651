import type { Meta, StoryObj } from '@storybook/react-vite';
import type { GameTypeKey } from '@drawkit/sdk';
import { expect } from 'storybook/test';
import { shopStory } from '../../storyShop/storyShop';
import { TicketBuilder } from '../TicketBuilder';

/** Each game type's tab name. */
const TAB_NAMES: Partial<Record<GameTypeKey, string>> = {
  deferred: 'Subscriptions',
  sequential: 'Sequential',
  random: 'Random',
  strike_standard: 'Strike',
  strike_boxed: 'Boxed',
  reduced_system: 'Systems',
  mega_combo: 'Super combos',
  powerhit: 'Powerhit',
  powerpik: 'Powerpik',
  powerhit_super_combo: 'Powerhit super combo',
  powerpik_system: 'Powerpik system',
};

/**
 * The editor of every lottery game type beyond standard, each opened in the ticket builder on the
 * shop's offer that sells it (the editor takes its offer, draws and options from the builder).
 */
const meta = {
  title: 'Widgets/TicketBuilder/Game types',
  component: TicketBuilder,
  args: { offerKey: 'super_jackpot_lottery' },
  ...shopStory('ticketBuilder'),
  // The story's game type opens on its own tab, with its editor and a way to add the ticket.
  async play({ canvas, args }) {
    const tab = await canvas.findByRole('tab', { selected: true });
    await expect(tab).toHaveTextContent(TAB_NAMES[args.gameType ?? 'standard'] ?? '');
    await expect(await canvas.findByRole('button', { name: /^(Add to cart|Pre-order)$/ })).toBeVisible();
  },
} satisfies Meta<typeof TicketBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Subscriptions (deferred): draw days and weeks, always recurring. */
export const Deferred: Story = { args: { offerKey: 'set_for_life2020', gameType: 'deferred' } };

/** Sequential (Super 66): six digits that must come up in the order picked. */
export const Sequential: Story = { args: { offerKey: 'super_66', gameType: 'sequential' } };

/** Random (Super 66): the shop picks every number. */
export const Random: Story = { args: { offerKey: 'super_66', gameType: 'random' } };

/** Strike (Lotto Strike): four numbers in order; no autoplay. */
export const StrikeStandard: Story = { args: { offerKey: 'lotto_strike', gameType: 'strike_standard' } };

/** Boxed (Lotto Strike): the numbers win in any order. */
export const StrikeBoxed: Story = { args: { offerKey: 'lotto_strike', gameType: 'strike_boxed' } };

/** Systems (reduced_system): System 8 marks eight numbers. */
export const ReducedSystem: Story = { args: { gameType: 'reduced_system' } };

/** Super combos (mega_combo, Mega Jackpot): a System 8 and ten games per combo, all shop-picked. */
export const MegaCombo: Story = { args: { offerKey: 'mega_jackpot_lottery', gameType: 'mega_combo' } };

/** Powerhit: Numbers only, every Powerball covered (PH). */
export const Powerhit: Story = { args: { gameType: 'powerhit' } };

/** Powerpik: Numbers only, the shop picks the Powerball (PP); priced by entry count. */
export const Powerpik: Story = { args: { gameType: 'powerpik' } };

/** Powerhit super combo: a Powerhit System 8 and four Powerhit games per combo, shop-picked (PH). */
export const PowerhitSuperCombo: Story = { args: { gameType: 'powerhit_super_combo' } };

/** Powerpik system: System 8 or 9 of Powerpik, the Powerball picked by the shop (PP). */
export const PowerpikSystem: Story = { args: { gameType: 'powerpik_system' } };
