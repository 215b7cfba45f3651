/** The query a PayPal return carries back to a partner page (the server adds them to `returnUrl`). */
export const PAYPAL_RETURN_PARAMS = { deposit: 'drawkit_deposit', outcome: 'drawkit_paypal' } as const;

export interface PayPalReturn {
  depositId: string;
  outcome: 'success' | 'cancel';
}

/** The PayPal return in a page address, if it is one: a well-formed deposit id and outcome, else null. */
export function payPalReturnOf(href: string): PayPalReturn | null {
  const query = new URL(href).searchParams;
  const depositId = query.get(PAYPAL_RETURN_PARAMS.deposit) ?? '';
  const outcome = query.get(PAYPAL_RETURN_PARAMS.outcome);
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(depositId) || (outcome !== 'success' && outcome !== 'cancel')) return null;
  return { depositId, outcome };
}

/** The page address without the PayPal return's query: where to send the next return, and what to show once handled. */
export function withoutPayPalReturn(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(PAYPAL_RETURN_PARAMS.deposit);
  url.searchParams.delete(PAYPAL_RETURN_PARAMS.outcome);
  return url.toString();
}
