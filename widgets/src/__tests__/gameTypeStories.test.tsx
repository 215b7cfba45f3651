import './testEnv';
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as gameTypes from '../ticketBuilder/gameTypes/GameTypeEditor.stories';
import * as options from '../ticketBuilder/options/OptionsPanel.stories';
import * as raffleTickets from '../raffle/RaffleTickets.stories';
import * as raffle from '../raffle/Raffle.stories';
import * as syndicate from '../ticketBuilder/syndicate/SyndicateShares.stories';

afterEach(cleanup);

// Each story renders its part, not an error: the stories cannot rot unnoticed.
describe('game-type part stories', () => {
  const tabNames: Record<string, string> = {
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
  const editors = composeStories(gameTypes);
  it('has a story for every lottery game type beyond standard', () => {
    expect(Object.values(editors).map((Story) => Story.args.gameType).sort()).toEqual(Object.keys(tabNames).sort());
  });
  it.each(Object.entries(editors))('Game types / %s opens its game type\'s tab', async (_name, Story) => {
    render(<Story />);
    const tab = await screen.findByRole('tab', { selected: true }, { timeout: 3000 });
    expect(tab.textContent).toBe(tabNames[Story.args.gameType ?? '']);
    expect(await screen.findByRole('button', { name: /^(Add to cart|Pre-order)$/ }, { timeout: 3000 })).toBeInTheDocument();
  });

  it.each(Object.entries(composeStories(syndicate)))('Syndicate shares / %s', async (name, Story) => {
    render(<Story />);
    expect(screen.getByText(/shares sold/)).toBeInTheDocument();
    if (name === 'SoldOut') expect(screen.getByText('This syndicate is sold out.')).toBeInTheDocument();
    if (name === 'Suspended') expect(screen.getByText('This syndicate is not on sale right now.')).toBeInTheDocument();
    if (name === 'LottoParty') expect(screen.getByRole('progressbar', { name: 'How full the lotto party is' })).toBeInTheDocument();
  });

  it.each(Object.entries(composeStories(raffleTickets)))('Raffle tickets / %s', async (name, Story) => {
    render(<Story />);
    expect(await screen.findByRole('group', { name: 'Tickets' }, { timeout: 3000 })).toBeInTheDocument();
    if (name === 'StartAtPreOrderDraw') expect(screen.getByRole('button', { name: 'Pre-order' })).toBeInTheDocument();
  });

  it.each(Object.entries(composeStories(raffle)))('Raffle / %s', async (name, Story) => {
    render(<Story />);
    if (name === 'NoRaffles') expect(await screen.findByText('There are no raffles for this cause right now.', {}, { timeout: 3000 })).toBeInTheDocument();
    else expect(await screen.findByRole('group', { name: 'Tickets' }, { timeout: 3000 })).toBeInTheDocument();
    if (name === 'AtADraw') expect(screen.getByRole('button', { name: 'Pre-order' })).toBeInTheDocument();
  });

  it.each(Object.entries(composeStories(options)))('Options panel / %s', async (name, Story) => {
    render(<Story />);
    if (name === 'DaysAndWeeks' || name === 'Subscription') expect(await screen.findByRole('group', { name: 'Draw days' })).toBeInTheDocument();
    else expect(await screen.findByRole('combobox', { name: 'Draw' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Autoplay/ }) !== null).toBe(name === 'DrawsAndAutoplay' || name === 'DaysAndWeeks');
  });
});
