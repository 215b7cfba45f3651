import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNotificationsStore, NOTIFICATION_AUTO_DISMISS_MS } from '../notificationsStore';

afterEach(() => {
  vi.useRealTimers();
});

describe('notifications store', () => {
  it('"Cards flagged auto-dismiss vanish after 10 seconds"; others stay', () => {
    vi.useFakeTimers();
    const store = createNotificationsStore();
    store.getState().notify({ message: 'Saved', isAutoDismissed: true, level: 'success' });
    store.getState().notify({ message: 'Read me' });
    vi.advanceTimersByTime(NOTIFICATION_AUTO_DISMISS_MS - 1);
    expect(store.getState().notifications.map((n) => n.message)).toEqual(['Saved', 'Read me']);
    vi.advanceTimersByTime(1);
    expect(store.getState().notifications.map((n) => n.message)).toEqual(['Read me']);
    expect(NOTIFICATION_AUTO_DISMISS_MS).toBe(10_000);
  });

  it("API message: title 'Action Required' for code deposit_pending, 'Success' for the success code; icon follows level", () => {
    const store = createNotificationsStore();
    store.getState().notifyMessages([
      { message: 'Finish your deposit', code: 'deposit_pending', level: 'info' },
      { message: 'Done', code: 'success', level: 'success' },
      { message: 'Nope', code: 'card_declined', level: 'error' },
      { message: 'Careful', code: 'other', level: 'warning' },
    ]);
    expect(store.getState().notifications.map((n) => [n.title, n.icon])).toEqual([
      ['Action Required', 'info'],
      ['Success', 'success'],
      ['', 'error'],
      ['', 'success'],
    ]);
  });

  it('clear removes every card and stops their timers', () => {
    vi.useFakeTimers();
    const store = createNotificationsStore();
    store.getState().notify({ message: 'a', isAutoDismissed: true });
    store.getState().clear();
    expect(store.getState().notifications).toEqual([]);
    const after = store.getState().notify({ message: 'b' });
    vi.advanceTimersByTime(NOTIFICATION_AUTO_DISMISS_MS);
    expect(store.getState().notifications.map((n) => n.id)).toEqual([after]);
  });
});

describe('the client notification stack', () => {
  it("is cleared when the login state changes, then shows the 401 'Something went wrong' notice on unauthorised", async () => {
    const { setupSignedIn } = await import('../../__tests__/testClient');
    const { fail } = await import('../../__tests__/fakeServer');
    const { client, server } = setupSignedIn();
    server.on('customer', () => fail('token_expired'));
    server.on('refresh', () => fail('refresh_token_invalid'));
    client.notifications.getState().notify({ message: 'From before' });

    await client.api.request('customer').catch(() => undefined);

    expect(client.notifications.getState().notifications).toMatchObject([
      {
        title: 'Something went wrong',
        message: 'Sorry, looks like we had some trouble verifying your login details. Please try again.',
        icon: 'error',
        actions: [{ label: 'Ok, got it' }],
      },
    ]);
  });
});
