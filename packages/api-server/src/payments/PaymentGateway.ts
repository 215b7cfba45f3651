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
  card: CardDetails;
  description: string;
  /** The same key gives the same charge, as real gateways do on retries. */
  idempotencyKey: string;
}

export type ChargeResult =
  | { ok: true; reference: string; brand: string; last4: string }
  | { ok: false; code: 'card_declined' | 'card_invalid'; message: string };

/** A card payment provider. The shop charges before its purchase transaction and refunds if that fails. */
export interface PaymentGateway {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  refund(reference: string): Promise<void>;
}
