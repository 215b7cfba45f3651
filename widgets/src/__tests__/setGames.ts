import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Sets the ticket builder's games count with the − / + buttons. A standard ticket starts with
 * "a default of 18 games" (within the offer's minGames..maxGames), so tests that want a small
 * ticket step down first.
 */
export async function setGames(user: UserEvent, scope: HTMLElement | ShadowRoot | Document, count: number): Promise<void> {
  const view = within(scope as HTMLElement);
  for (let i = 0; i < 60; i++) {
    const current = Number(view.getByRole('status', { name: 'Number of games' }).textContent?.trim());
    if (current === count) return;
    await user.click(view.getByRole('button', { name: current > count ? 'Fewer games' : 'More games' }));
  }
  throw new Error(`Could not set the games count to ${count}`);
}
