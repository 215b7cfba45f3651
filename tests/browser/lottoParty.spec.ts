// Issue 12 (group play): customer A creates a Lotto Party group and a session in the
// group-creation modal, buys shares and invites B by email; B reads the invitation in the dev
// mailbox, follows its link, signs in and accepts, buys shares of the same session; both see
// the session and their shares in their account pages. Payments are the ordinary checkout.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

const HOST = { email: 'demo-party-host@drawkit.test', password: 'drawkit-demo-1' };
const GUEST = { email: 'demo-party-guest@drawkit.test', password: 'drawkit-demo-1' };

async function payFromWallet(page: Page) {
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: 'Checkout' }).click();
  const pay = page.getByRole('button', { name: /^Pay \$[\d.]+ from wallet$/ });
  await expect(pay).toBeVisible();
  await pay.click();
  await expect(page).toHaveURL(/\/receipt\/[A-Za-z0-9_-]+$/);
}

/** The link in the newest Lotto Party invitation mailed to `to`, from the development mailbox's JSON. */
async function invitationLink(page: Page, to: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const response = await page.request.get(`/dev/mailbox/messages?to=${encodeURIComponent(to)}&kind=party_invitation`);
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as { result: { subject: string; text: string }[] };
    link = body.result[0]?.text.match(/https?:\/\/\S+\/lotto-party\/group\?token=[A-Za-z0-9_-]+/)?.[0];
    expect(link, JSON.stringify(body.result)).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return link as string;
}

test('A creates a group and a session, invites B by email; B accepts and buys in; both see it in their account', async ({ browser }) => {
  const hostContext = await browser.newContext();
  const guestContext = await browser.newContext();
  const host = await hostContext.newPage();
  const guest = await guestContext.newPage();

  // A: the group-creation modal, steps 1 to 5, from the public /lotto-party page.
  await host.goto(`/login?redirect=${encodeURIComponent('/lotto-party')}`);
  await signIn(host, HOST);
  await expect(host).toHaveURL(/\/lotto-party$/);
  await host.getByRole('button', { name: 'Create a group' }).click();
  const modal = host.getByRole('dialog', { name: 'Create a Lotto Party group' });
  await expect(modal.getByText('Step 1 of 5: Name your group')).toBeVisible();
  await modal.getByLabel('Group name').fill('Beach House');
  await modal.getByRole('button', { name: 'Next' }).click();
  await expect(modal.getByText('Step 2 of 5: Choose the draw')).toBeVisible();
  await expect(modal.getByLabel('Draw')).toHaveValue(/.+/);
  await modal.getByRole('button', { name: 'Next' }).click();
  await expect(modal.getByText('Step 3 of 5: Set the share price')).toBeVisible();
  await expect(modal.getByLabel('Group ticket')).toHaveValue('24');
  await modal.getByRole('button', { name: 'Next' }).click();
  await expect(modal.getByText('Step 4 of 5: Play every draw?')).toBeVisible();
  await modal.getByRole('button', { name: 'Next' }).click();
  await expect(modal.getByText('Step 5 of 5: Join the session')).toBeVisible();
  await modal.getByLabel('Your shares').fill('2');
  await modal.getByRole('button', { name: 'Create session and add to cart' }).click();
  await payFromWallet(host);

  // A invites B from the group's page.
  await host.goto('/my-account/lotto-party/1');
  await host.getByRole('list', { name: 'Groups' }).getByRole('link', { name: 'Beach House' }).click();
  await expect(host.getByRole('heading', { name: 'Beach House' })).toBeVisible();
  const invite = host.getByRole('form', { name: 'Invite to the group' });
  await invite.getByLabel('Email address').fill(GUEST.email);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(host.getByText(`Invitation sent to ${GUEST.email}.`)).toBeVisible();

  // B: the mailed link, sign-in, accept.
  const link = await invitationLink(guest, GUEST.email);
  await guest.goto(link);
  await guest.getByRole('link', { name: 'Sign in' }).click();
  await signIn(guest, GUEST);
  await expect(guest).toHaveURL(/\/lotto-party\/group\?token=/);
  await expect(guest.getByText('Olive invited you to join Beach House')).toBeVisible();
  await guest.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(guest).toHaveURL(/\/my-account\/lotto-party\/group\/[A-Za-z0-9-]+\/1$/);
  await expect(guest.getByRole('heading', { name: 'Beach House' })).toBeVisible();

  // B buys 3 shares of the session through the cart and the wallet.
  await guest.getByRole('list', { name: 'Sessions' }).getByRole('link', { name: /^Draw \d+$/ }).click();
  await expect(guest.getByTestId('party-shares-sold')).toHaveText('2 of 12');
  const buy = guest.getByRole('form', { name: 'Buy shares' });
  await buy.getByLabel('Shares to buy').fill('3');
  await buy.getByRole('button', { name: 'Add shares to cart' }).click();
  await payFromWallet(guest);

  // Both see the session and their own part in their account pages.
  await guest.goto('/my-account/lotto-party/1');
  const guestTickets = guest.getByRole('list', { name: 'Upcoming Lotto Party tickets' });
  await expect(guestTickets).toContainText('Beach House');
  await expect(guestTickets).toContainText('3 of 12 shares');
  await guestTickets.getByRole('link', { name: /Beach House: draw \d+/ }).click();
  await expect(guest.getByRole('heading', { name: /Lotto Party ticket: Beach House/ })).toBeVisible();
  await guest.getByRole('link', { name: 'The session' }).click();
  await expect(guest.getByTestId('party-my-shares')).toHaveText('3');
  await expect(guest.getByTestId('party-shares-sold')).toHaveText('5 of 12');
  await expect(guest.getByRole('list', { name: 'Share holders' })).toContainText('Olive D.: 2 shares');

  await host.goto('/my-account/lotto-party/1');
  await expect(host.getByRole('list', { name: 'Upcoming Lotto Party tickets' })).toContainText('2 of 12 shares');
  await host.getByRole('list', { name: 'Groups' }).getByRole('link', { name: 'Beach House' }).click();
  await expect(host.getByRole('list', { name: 'Members' })).toContainText('Gus D.');
  await host.getByRole('list', { name: 'Sessions' }).getByRole('link', { name: /^Draw \d+$/ }).click();
  await expect(host.getByTestId('party-my-shares')).toHaveText('2');
  await expect(host.getByTestId('party-shares-sold')).toHaveText('5 of 12');
  await expect(host.getByRole('list', { name: 'Share holders' })).toContainText('Gus D. : 3 shares'.replace(' :', ':'));

  await hostContext.close();
  await guestContext.close();
});
