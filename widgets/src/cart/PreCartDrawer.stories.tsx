import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { useDrawkit } from '../context/DrawkitProvider';
import { DemoProvider } from '../demo/DemoProvider';
import { demoTicket } from '../demo/demoTickets';
import { Button } from '../ui/Button';
import { PreCartDrawer } from './PreCartDrawer';

/** Stands in for an offer page: adds a ticket the way the ticket builder does. */
function AddTicket() {
  const client = useDrawkit();
  const [adding, setAdding] = useState(false);
  return (
    <Button
      variant="primary"
      pending={adding}
      onClick={async () => {
        setAdding(true);
        await client.session.getState().init();
        await client.cart.getState().addItem(demoTicket(2));
        setAdding(false);
      }}
    >
      Add a ticket
    </Button>
  );
}

const meta = {
  title: 'Widgets/PreCartDrawer',
  component: PreCartDrawer,
  args: { onGoToCart: fn(), onChooseDraw: fn() },
  render: (args) => (
    <>
      <AddTicket />
      <PreCartDrawer {...args} />
    </>
  ),
} satisfies Meta<typeof PreCartDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The site config turns the prompt on: add a ticket to open the drawer with the recommended draws. */
export const AfterAdd: Story = {
  decorators: [(Story) => <DemoProvider precartDrawer>{Story()}</DemoProvider>],
};

/** With something already in the cart: the total counts both, the drawer shows only what was just added. */
export const WithEarlierItems: Story = {
  decorators: [(Story) => <DemoProvider precartDrawer seedCart={[demoTicket(4)]}>{Story()}</DemoProvider>],
};
