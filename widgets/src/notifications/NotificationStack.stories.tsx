import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect } from 'storybook/test';
import { useDrawkit } from '../context/DrawkitProvider';
import { shopStory } from '../storyShop/storyShop';
import { notificationStyles } from '../styles/signIn';
import { NotificationStack } from './NotificationStack';

/** The story's client with a few cards in its stack, and a button to add an auto-dismissed one. */
function WithNotifications({ children }: { children: ReactNode }): ReactNode {
  const shop = useDrawkit();
  const [client] = useState(() => {
    const { notify, notifyMessages } = shop.notifications.getState();
    notify({
      title: 'Something went wrong',
      message: 'Sorry, looks like we had some trouble verifying your login details. Please try again.',
      level: 'error',
      actions: [{ label: 'Ok, got it' }],
    });
    notifyMessages([{ message: 'Please finish your deposit with your bank.', code: 'deposit_pending', level: 'info' }]);
    return shop;
  });
  return (
    <>
      <style>{notificationStyles}</style>
      <button
        type="button"
        onClick={() =>
          client.notifications.getState().notify({
            title: 'New Password Saved',
            message: 'Thanks for keeping your account secure. Please remember your new password for future logins.',
            level: 'success',
            isAutoDismissed: true,
          })
        }
      >
        Add a card that leaves after 10 seconds
      </button>
      {children}
    </>
  );
}

const shop = shopStory('visitor');

const meta = {
  title: 'Widgets/NotificationStack',
  component: NotificationStack,
  ...shop,
  // Decorators run inner first: the shop's provider wraps the stack's set-up.
  decorators: [(Story) => <WithNotifications>{Story()}</WithNotifications>, ...shop.decorators],
} satisfies Meta<typeof NotificationStack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stack at the bottom of the screen: 400px wide from 40em, full width below. */
export const Stack: Story = {
  async play({ canvas, userEvent }) {
    await expect(canvas.getByText('Something went wrong')).toBeVisible();
    await expect(canvas.getByText('Please finish your deposit with your bank.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a card that leaves after 10 seconds' }));
    await expect(await canvas.findByText('New Password Saved')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ok, got it' }));
    await expect(canvas.queryByText('Something went wrong')).toBeNull();
  },
};
