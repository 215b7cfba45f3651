import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { createDemoClient } from '../demo/createDemoClient';
import { DrawkitProvider } from '../context/DrawkitProvider';
import { notificationStyles } from '../styles/signIn';
import { NotificationStack } from './NotificationStack';

/** A demo client with a few cards in its stack, and a button to add an auto-dismissed one. */
function WithNotifications({ children }: { children: ReactNode }): ReactNode {
  const [client] = useState(() => {
    const demo = createDemoClient({}).client;
    const { notify, notifyMessages } = demo.notifications.getState();
    notify({
      title: 'Something went wrong',
      message: 'Sorry, looks like we had some trouble verifying your login details. Please try again.',
      level: 'error',
      actions: [{ label: 'Ok, got it' }],
    });
    notifyMessages([{ message: 'Please finish your deposit with your bank.', code: 'deposit_pending', level: 'info' }]);
    return demo;
  });
  return (
    <DrawkitProvider client={client}>
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
    </DrawkitProvider>
  );
}

const meta = {
  title: 'Widgets/NotificationStack',
  component: NotificationStack,
  decorators: [(Story) => <WithNotifications>{Story()}</WithNotifications>],
} satisfies Meta<typeof NotificationStack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stack at the bottom of the screen: 400px wide from 40em, full width below. */
export const Stack: Story = {};
