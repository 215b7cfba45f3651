import type { Meta, StoryObj } from '@storybook/react-vite';
import { DemoProvider } from '../demo/DemoProvider';
import { PastWinners } from './PastWinners';

const meta = {
  title: 'Daily Winners/Past winners',
  component: PastWinners,
  decorators: [(Story) => <DemoProvider>{Story()}</DemoProvider>],
} satisfies Meta<typeof PastWinners>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 27 paid giveaways, ten at a time: Load more, and the Monthly and Daily filters. */
export const Default: Story = {};
