import type { DrawkitClient, Envelope } from '@drawkit/sdk';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, startedClient } from './renderApp';

vi.mock('@drawkit/widgets', async (importOriginal) =>
  (await import('./widgetStubs')).stubWidgets(await importOriginal()),
);

afterEach(cleanup);

/** Answers the client's API calls by route name. */
function answer(client: DrawkitClient, handlers: Record<string, (options: unknown) => unknown>) {
  const calls: { route: string; options: unknown }[] = [];
  vi.spyOn(client.api, 'request').mockImplementation(async (route, options) => {
    calls.push({ route, options });
    const handler = handlers[route];
    if (!handler) return new Promise<Envelope<never>>(() => {});
    return { result: handler(options), pageInfo: null, links: null, messages: [], entities: null } as unknown as Envelope<never>;
  });
  return calls;
}

describe('partner autologin (shop-core §2 "/purchase/{partnerSlug}/autologin/{autologinToken}")', () => {
  it('signs in with the token and lands on the partner purchase page', async () => {
    const client = startedClient();
    const autologin = vi.fn(async () => ({ ok: true as const }));
    client.session.setState({ autologin });
    const { router } = await renderApp('/purchase/demo-partner/autologin/tok_partner_1', client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase/demo-partner'));
    expect(autologin).toHaveBeenCalledWith('tok_partner_1');
  });

  it('a failed link notifies and stays with the partner, signed out', async () => {
    const client = startedClient();
    client.session.setState({ autologin: async () => ({ ok: false as const, messages: [{ message: 'This link has expired or has already been used.', code: 'token_invalid', level: 'error' as const }] }) });
    const { router } = await renderApp('/purchase/demo-partner/autologin/tok_used', client);
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase/demo-partner'));
    expect(client.notifications.getState().notifications.at(-1)?.message).toBe('This link has expired or has already been used.');
  });
});

describe('/account-verification (public landing)', () => {
  it('sends a visitor through sign-in to the verify page', async () => {
    await renderApp('/account-verification', startedClient());
    expect(await screen.findByRole('heading', { level: 1, name: 'Account verification' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in to verify your account' }).getAttribute('href')).toBe('/login?redirect=%2Fmy-account%2Fverify-account');
  });
});

describe('/my-account/verify-account photo upload', () => {
  it('sends the chosen photos, then says they are being checked', async () => {
    const client = startedClient({ signedIn: true });
    const customer = client.session.getState().customer!;
    client.session.setState({
      customer: { ...customer, isVerified: false, verification: { methods: [{ type: 'photo_id_upload', status: 'not_attempted' }] } },
      loadCustomer: async () => undefined,
      capabilities: { defaultSegment: 'default', segments: [{ name: 'default', capabilities: ['verify-ID'] }] },
    });
    const calls = answer(client, {
      customerVerificationFiles: () => {
        client.session.setState({ customer: { ...customer, isVerified: false, verification: { methods: [{ type: 'photo_id_upload', status: 'pending' }] } } });
        return { submissionId: 's1', files: 1, verification: { methods: [] } };
      },
    });
    await renderApp('/my-account/verify-account', client);
    const input = await screen.findByLabelText('Photos of your ID');
    fireEvent.click(screen.getByRole('button', { name: 'Upload photos' }));
    expect(await screen.findByText('Please choose a photo of your ID to upload.')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([0xff, 0xd8, 0xff])], 'front.jpg', { type: 'image/jpeg' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload photos' }));
    expect(await screen.findByText('Thanks. We are checking your photos and will verify your account once the check is done.')).toBeTruthy();
    expect(calls.map((c) => c.route)).toContain('customerVerificationFiles');
    expect((calls.find((c) => c.route === 'customerVerificationFiles')!.options as { body: unknown }).body).toBeInstanceOf(FormData);
    expect(screen.queryByRole('form', { name: 'Upload a photo of your ID' })).toBeNull();
  });
});
