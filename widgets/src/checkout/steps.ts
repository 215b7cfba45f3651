/** Checkout steps and their numbers (shop-core §4). */
export const CHECKOUT_STEP_NUMBERS = {
  login_register: 1,
  login: 2,
  register: 2,
  '2fa': 2,
  select_payment: 3,
} as const;

/** A checkout step's name. */
export type CheckoutStepName = keyof typeof CHECKOUT_STEP_NUMBERS;

const TITLES: Record<CheckoutStepName, string> = {
  login_register: 'Sign in or create an account',
  login: 'Sign in',
  register: 'Create your account',
  '2fa': 'Enter your code',
  select_payment: 'Payment',
};

/** "Step 2 of 3" and the step's title. */
export function stepHeading(step: CheckoutStepName): { label: string; title: string } {
  return { label: `Step ${CHECKOUT_STEP_NUMBERS[step]} of ${CHECKOUT_STEP_NUMBERS.select_payment}`, title: TITLES[step] };
}
