import { act, fireEvent, screen } from '@testing-library/react';
import { createDrawkit, createMemoryStorage, NOTIFICATION_AUTO_DISMISS_MS } from '@drawkit/sdk';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idleClient, renderWith } from '../../signIn/__tests__/testClient';
import { NotificationStack } from '../NotificationStack';

afterEach(() => {
  vi.useRealTimers();
});

describe('NotificationStack', () => {
  it('shows each card with its icon, title, message and actions', () => {
    const client = idleClient();
    renderWith(client, <NotificationStack />);
    act(() => {
      client.notifications.getState().notifyMessages([{ message: 'Finish your deposit at your bank.', code: 'deposit_pending', level: 'info' }]);
    });
    const card = screen.getByRole('status', { name: 'Action Required' });
    expect(card).toHaveTextContent('Information: Action RequiredFinish your deposit at your bank.');
    expect(card.querySelector('.drawkit-notification-icon')?.textContent).toBe('i');
  });

  it("'Ok, got it' acts as a close control, after running its own action", () => {
    const client = idleClient();
    const seen = vi.fn();
    renderWith(client, <NotificationStack />);
    act(() => {
      client.notifications.getState().notify({ title: 'Heads up', message: 'Read this.', actions: [{ label: 'Ok, got it', onClick: seen }] });
    });
    expect(screen.queryByRole('button', { name: 'Close notification' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ok, got it' }));
    expect(seen).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Read this.')).toBeNull();
  });

  it('"Cards flagged auto-dismiss vanish after 10 seconds"', () => {
    vi.useFakeTimers();
    const client = idleClient();
    renderWith(client, <NotificationStack />);
    act(() => {
      client.notifications.getState().notify({ title: 'Success', message: 'Your details have been successfully updated.', level: 'success', isAutoDismissed: true });
      client.notifications.getState().notify({ message: 'I stay.' });
    });
    act(() => {
      vi.advanceTimersByTime(NOTIFICATION_AUTO_DISMISS_MS - 1);
    });
    expect(screen.getByText('Your details have been successfully updated.')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Your details have been successfully updated.')).toBeNull();
    expect(screen.getByText('I stay.')).toBeInTheDocument();
  });

  it('"All notifications clear when the login state changes"', async () => {
    // A server that knows discovery and turns every other call away as expired.
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const client = createDrawkit({
      discoveryUrl: 'http://shop.test/discover',
      appKey: 'drawkit-storefront',
      storage: createMemoryStorage(),
      fetch: async (input) =>
        new URL(input instanceof Request ? input.url : String(input)).pathname === '/discover'
          ? json(200, { result: { app_id: 'app_1', services: { main: 'http://shop.test/v2' } } })
          : json(401, { result: null, messages: [{ message: 'Expired', code: 'token_expired', level: 'error' }] }),
    });
    client.session.setState({ isAuthenticated: true, customerId: 'c1', customerToken: 't1', accessToken: 'a1' });
    renderWith(client, <NotificationStack />);
    act(() => {
      client.notifications.getState().notify({ message: 'Before sign-out' });
    });
    expect(screen.getByText('Before sign-out')).toBeInTheDocument();
    await act(async () => {
      // No refresh token: the session ends, as after a failed refresh.
      await client.api.request('customer').catch(() => undefined);
    });
    expect(screen.queryByText('Before sign-out')).toBeNull();
    // The unauthorised notice is what remains.
    expect(screen.getByRole('alert', { name: 'Something went wrong' })).toHaveTextContent(
      'Sorry, looks like we had some trouble verifying your login details. Please try again.',
    );
  });
});
