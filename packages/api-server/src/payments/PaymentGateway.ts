import type { Money } from '@drawkit/contract';

export interface CardDetails {
  /** Digits only. Passed to the gateway, never stored by the shop. */
  number: string;
  expiryMonth: number;
  expiryYear: number;
  securityCode: string;
  holderName: string;
}

export interface ChargeRequest {
  amount: Money;
  /** A card as entered, or ... */
  card?: CardDetails;
  /** ... a stored card's gateway token, with the security code when the gateway asks for it. */
  token?: string;
  securityCode?: string;
  /** The card holder passed the issuer's challenge for this charge (3-D Secure style). */
  authentication?: { challengeReference: string };
  description: string;
  /** The same key gives the same charge, as real gateways do on retries. */
  idempotencyKey: string;
}

export type ChargeResult =
  | { ok: true; reference: string; brand: string; last4: string }
  | { ok: false; code: 'card_declined' | 'card_invalid'; message: string }
  /** The issuer wants the card holder to confirm: show the challenge, then charge again with `authentication`. */
  | { ok: false; code: 'challenge_required'; message: string; challengeReference: string };

export type TokeniseResult =
  | { ok: true; token: string; brand: string; last4: string; expiryMonth: number; expiryYear: number }
  | { ok: false; code: 'card_declined' | 'card_invalid'; message: string };

/** What the gateway took under one idempotency key, as it reports it when asked. */
export interface GatewayCharge {
  reference: string;
  amountCents: number;
  brand: string;
  last4: string;
  refunded: boolean;
}

/**
 * A card payment provider. The shop records a pending purchase, charges (with that record's id as
 * the idempotency key) before its purchase transaction, and refunds if that fails; after a crash
 * it asks the gateway what happened (`findCharge`) rather than guessing.
 */
export interface PaymentGateway {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Refunds a charge in full; refunding a refunded charge again changes nothing. */
  refund(reference: string): Promise<void>;
  /** The money taken under this idempotency key, or null when nothing was charged. Never charges. */
  findCharge(idempotencyKey: string): Promise<GatewayCharge | null>;
  /** Keeps a card at the gateway and answers a token for later charges. */
  tokenise(card: CardDetails): Promise<TokeniseResult>;
}
