import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DrawkitClient } from '@drawkit/sdk';
import { createDemoClient } from '../demo/createDemoClient';
import { DemoProvider } from '../demo/DemoProvider';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../demo/demoCatalogue';
import { demoTicket } from '../demo/demoTickets';
import { Receipt } from './Receipt';

/** Buys a ticket by card on a demo client before the story renders, so there is a receipt to show. */
async function purchased(): Promise<{ client: DrawkitClient; checkoutId: string }> {
  const { client } = createDemoClient({ seedCart: [demoTicket(3)], walletCents: 100 });
  await client.session.getState().init();
  await client.session.getState().login({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  const result = await client.purchase.getState().payWithCard({
    number: '4242424242424242',
    expiryMonth: 12,
    expiryYear: 2039,
    securityCode: '123',
    holderName: 'Demo Customer',
  });
  if (!result.ok) throw new Error(result.messages[0]?.message ?? 'The demo purchase failed.');
  return { client, checkoutId: result.receipt.checkoutId };
}

const meta = {
  title: 'Widgets/Receipt',
  component: Receipt,
  args: { checkoutId: '' },
  loaders: [async () => ({ demo: await purchased() })],
  render: (args, { loaded }) => {
    const demo = loaded['demo'] as Awaited<ReturnType<typeof purchased>>;
    return (
      <DemoProvider client={demo.client}>
        <Receipt {...args} checkoutId={args.checkoutId || demo.checkoutId} />
      </DemoProvider>
    );
  },
} satisfies Meta<typeof Receipt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three games paid $1.00 from the wallet and $3.50 by card. */
export const PaidByCardAndWallet: Story = {};
