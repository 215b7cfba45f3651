/**
 * `GET /payment_methods` (shop-core §3, §7): the wallet, a new card, each stored card and
 * PayPal, with the spec's rules (enabled, minAmount, maxAmount, per-gateway cscRequired), cut
 * down by the `funds.*` filters.
 */
import type { PaymentMethod, PaymentMethodFilter } from '@drawkit/contract';
import { money, PAYMENT_METHOD_FILTERS } from '@drawkit/contract';
import type { funds } from '../db/schema';
import { bankAccountView, type BankAccountRow } from '../wallet/bankAccountView';
import { fail } from '../http/ApiFailure';
import { CARD_GATEWAYS, cscRequiredByGateway, PRIORITY_GATEWAY } from './cardGateways';

/** Card and PayPal deposits: the spec's default minimum of 0.01 and a maximum of $5,000.00 per deposit. */
export const CARD_LIMITS = { minCents: 1, maxCents: 500_000 } as const;

export type FundRow = typeof funds.$inferSelect;

/**
 * Each filter says whether a kind of fund is listed: cart (pays for a cart), withdraw (pays
 * out), digital_wallets (device wallets) and failed_verification (stored funds whose check
 * failed). A method is listed when one of its purposes is; digital wallets and failed funds
 * only when asked for.
 */
export type FundFilters = Record<PaymentMethodFilter, boolean>;

export const DEFAULT_FILTERS: FundFilters = {
  'funds.cart': true,
  'funds.withdraw': true,
  'funds.digital_wallets': false,
  'funds.failed_verification': false,
};

/** Reads `funds.cart eq true` terms, given as repeated `filter` parameters or joined by " and ". */
export function parseFundFilters(filter: string | string[] | undefined): FundFilters {
  const filters = { ...DEFAULT_FILTERS };
  const terms = (Array.isArray(filter) ? filter : filter === undefined ? [] : [filter]).flatMap((f) => f.split(/\s+and\s+/i));
  for (const term of terms) {
    if (term.trim() === '') continue;
    const match = /^\s*([a-z_.]+)\s+eq\s+(true|false)\s*$/i.exec(term);
    const name = match?.[1] as PaymentMethodFilter | undefined;
    if (!match || !name || !(PAYMENT_METHOD_FILTERS as readonly string[]).includes(name)) {
      fail('validation_failed', {
        field: 'filter',
        message: `Unknown filter "${term.trim()}": use ${PAYMENT_METHOD_FILTERS.map((f) => `${f} eq true|false`).join(', ')}.`,
      });
    }
    filters[name] = match[2]!.toLowerCase() === 'true';
  }
  return filters;
}

function listed(method: PaymentMethod, filters: FundFilters): boolean {
  const a = method.attributes ?? { cart: false, withdraw: false, digitalWallet: false };
  if (a.digitalWallet && !filters['funds.digital_wallets']) return false;
  if (method.verification === 'Failed Verification' && !filters['funds.failed_verification']) return false;
  return (a.cart && filters['funds.cart']) || (a.withdraw && filters['funds.withdraw']);
}

/**
 * `gatewayAvailable` false: the shop has no payment gateway, so the wallet is the only method.
 * Bank accounts only pay out (withdrawals), from 0.01 up to the withdrawable funds.
 */
export function paymentMethods(
  balanceCents: number,
  stored: readonly FundRow[],
  filters: FundFilters = DEFAULT_FILTERS,
  gatewayAvailable = true,
  banks: { accounts: readonly BankAccountRow[]; withdrawableCents: number } = { accounts: [], withdrawableCents: 0 },
): PaymentMethod[] {
  const min = money(CARD_LIMITS.minCents);
  const max = money(CARD_LIMITS.maxCents);
  const cscRequired = cscRequiredByGateway();
  const cardRules = { enabled: true, minAmount: min, maxAmount: max, cscRequired };
  const cart = { cart: true, withdraw: false, digitalWallet: false };
  const methods: PaymentMethod[] = [
    {
      id: 'wallet',
      type: 'wallet',
      name: 'Wallet',
      enabled: true,
      minAmount: money(0),
      maxAmount: money(balanceCents),
      requiresSecurityCode: false,
      balance: money(balanceCents),
      attributes: cart,
    },
    {
      id: 'card',
      type: 'card',
      code: 'cc',
      name: 'Credit or debit card',
      enabled: true,
      minAmount: min,
      maxAmount: max,
      // A card typed in always needs its code; stored cards follow their gateway.
      requiresSecurityCode: true,
      gateway: PRIORITY_GATEWAY,
      availableGateways: CARD_GATEWAYS.map((g) => g.code),
      rules: cardRules,
      attributes: cart,
    },
    ...stored.map(
      (fund): PaymentMethod => ({
        id: fund.id,
        type: 'card',
        code: 'cc',
        name: `${fund.brand} ending ${fund.last4}`,
        enabled: true,
        minAmount: min,
        maxAmount: max,
        requiresSecurityCode: cscRequired[fund.gateway] ?? true,
        card: { brand: fund.brand, last4: fund.last4, expiryMonth: fund.expiryMonth, expiryYear: fund.expiryYear },
        gateway: fund.gateway,
        default: fund.isDefault,
        verification: fund.verification as NonNullable<PaymentMethod['verification']>,
        rules: cardRules,
        attributes: cart,
      }),
    ),
    {
      id: 'paypal',
      type: 'paypal',
      code: 'pl',
      name: 'PayPal',
      enabled: true,
      minAmount: min,
      maxAmount: max,
      requiresSecurityCode: false,
      gateway: 'sandbox',
      availableGateways: ['sandbox'],
      rules: { enabled: true, minAmount: min, maxAmount: max, cscRequired: {} },
      // "Withdrawal codes: tt, pl, tw, do": PayPal also pays out.
      attributes: { cart: true, withdraw: true, digitalWallet: false },
    },
    ...banks.accounts.map((row): PaymentMethod => {
      const account = bankAccountView(row);
      const withdrawMax = money(banks.withdrawableCents);
      return {
        id: account.id,
        type: 'bank',
        name: `${account.accountName} ${account.accountNumber}`,
        enabled: true,
        minAmount: min,
        maxAmount: withdrawMax,
        requiresSecurityCode: false,
        default: account.default,
        bankAccount: account,
        withdrawalMethodCode: account.withdrawalMethodCode,
        rules: { enabled: true, minAmount: min, maxAmount: withdrawMax, cscRequired: {} },
        attributes: { cart: false, withdraw: true, digitalWallet: false },
      };
    }),
  ];
  // Bank payouts are the shop's own: they need no card gateway.
  return methods.filter((m) => listed(m, filters) && (gatewayAvailable || m.type === 'wallet' || m.type === 'bank'));
}

/** The spec's amount bounds, with the spec's wording (shop-specialised §5). */
export function checkDepositAmount(amountCents: number, field: string): void {
  if (amountCents < CARD_LIMITS.minCents) {
    fail('validation_failed', { field, message: `Please enter an amount equal to or greater than ${(CARD_LIMITS.minCents / 100).toFixed(2)}.` });
  }
  if (amountCents > CARD_LIMITS.maxCents) {
    fail('validation_failed', { field, message: `Please enter an amount equal to or less than ${(CARD_LIMITS.maxCents / 100).toFixed(2)}.` });
  }
}
