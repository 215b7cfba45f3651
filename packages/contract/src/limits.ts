/**
 * Responsible-gambling limits and identity verification (shop-specialised §3 'Spend limit',
 * 'Precommitment limit', §7 'Limits'; shop-core §3 customer overview, §4 verification).
 *
 * The precommitment limit is the customer's deposit limit: what they commit in advance to put
 * into their wallet over a period (weekly by default: "Weekly deposit limit applies over any
 * 7-day period", shop-specialised §5); its notification is 'Your deposit limit has been
 * successfully updated.' (§8). Every period is a rolling window ending now.
 */
import type { Money } from './money';

/** The periods a spend or deposit limit can run over. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** Length of each rolling window: a day, any 7 days, any 30 days. */
export const LIMIT_PERIOD_DAYS: Record<LimitPeriod, number> = { day: 1, week: 7, month: 30 };

/**
 * Lowering a limit (or setting a first one) applies at once; raising or removing one applies
 * only after this cooling-off period, and is shown as pending until then.
 */
export const LIMIT_COOLING_OFF_DAYS = 7;

/** A change waiting out the cooling-off period: the new amount (null when the limit is being removed). */
export interface PendingLimitChange {
  amount: Money | null;
  period: LimitPeriod;
  /** ISO instant the change takes effect. */
  effectiveAt: string;
}

/** A customer's spend limit (shop-specialised §3 "Spend limit: period, id, amount"). */
export interface SpendLimit {
  id: string;
  period: LimitPeriod;
  amount: Money;
  /** Spent in the current window (checkout totals after promotions). */
  amountSpent: Money;
  pending: PendingLimitChange | null;
}

/** A system-wide limit per customer, set by the shop; a customer's own limit cannot exceed it. */
export interface SystemSpendLimit {
  period: LimitPeriod;
  amount: Money;
}

/** `GET /spend-limits`: "collection has availablePeriods, customerLimits, systemLimits". */
export interface SpendLimits {
  availablePeriods: LimitPeriod[];
  customerLimits: SpendLimit[];
  systemLimits: SystemSpendLimit[];
}

/** `PUT /spend-limits/{period}` and `POST /spend-limits/{period}` (form): the amount in dollars, e.g. `25.00`. */
export interface SpendLimitRequest {
  amount: string;
}

/** The precommitment (deposit) limit: "Precommitment limit: limit". */
export interface PrecommitmentLimit {
  limit: Money;
  period: LimitPeriod;
  /** Deposited in the current window. */
  amountDeposited: Money;
  pending: PendingLimitChange | null;
}

/** `GET /precommitment`: the limit, or null when none is set (a removal may still be pending). */
export interface PrecommitmentState {
  precommitment: PrecommitmentLimit | null;
  availablePeriods: LimitPeriod[];
}

/** `POST /precommitment` (form): the limit in dollars and its period (weekly when absent). */
export interface PrecommitmentRequest {
  limit: string;
  period?: LimitPeriod;
}

/** Verification method types (shop-core §4). */
export const VERIFICATION_METHOD_TYPES = [
  'auto_verification',
  'connect_id',
  'drivers_licence',
  'greenid_ui',
  'pdf_form',
  'photo_id_upload',
] as const;
export type VerificationMethodType = (typeof VERIFICATION_METHOD_TYPES)[number];

/** Verification method statuses (shop-core §4). */
export const VERIFICATION_STATUSES = ['disabled', 'not_attempted', 'pending', 'in_progress', 'attempted'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export interface VerificationMethod {
  type: VerificationMethodType;
  status: VerificationStatus;
}

/** The overview's `verification` (shop-core §3 "verification.methods (type, status)"). */
export interface CustomerVerification {
  methods: VerificationMethod[];
}

/** `POST /customer/verification/licence`: a driver's licence for manual review. */
export interface LicenceVerificationRequest {
  licenceNumber: string;
  /** The issuing state (a selectable region). */
  licenceState: string;
  /** The card number printed on the licence. */
  cardNumber: string;
}

/** "Verification is pending if any non-photo method is pending" (shop-core §4). */
export function isVerificationPending(verification: CustomerVerification | null | undefined): boolean {
  return (verification?.methods ?? []).some((m) => m.type !== 'photo_id_upload' && m.status === 'pending');
}
