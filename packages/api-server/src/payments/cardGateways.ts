/**
 * The card gateways the shop offers (shop-core §3: "Five card gateway codes exist (names not
 * given)"). Both sandbox codes charge through the sandbox gateway; they differ in whether a
 * stored card's payment needs the security code (the rules' per-gateway cscRequired, §5).
 */
import type { CardGateways, ChallengeWindowSize, CardChallenge } from '@drawkit/contract';

export const CARD_GATEWAYS = [
  { code: 'sandbox', cscRequired: true },
  { code: 'sandboxlite', cscRequired: false },
] as const;

export const PRIORITY_GATEWAY = 'sandbox';

export function cardGateway(code: string): (typeof CARD_GATEWAYS)[number] | undefined {
  return CARD_GATEWAYS.find((g) => g.code === code);
}

/** The gateways on offer: none when the shop has no payment gateway (payments/noPaymentGateway.ts). */
export function cardGateways(available = true): CardGateways {
  if (!available) return { availableCardGateways: [], priorityGateway: '', gateways: [] };
  return {
    availableCardGateways: CARD_GATEWAYS.map((g) => g.code),
    priorityGateway: PRIORITY_GATEWAY,
    gateways: CARD_GATEWAYS.map((g) => ({ code: g.code, cscRequired: g.cscRequired })),
  };
}

/** cscRequired per gateway, as the payment method rules carry it. */
export function cscRequiredByGateway(): Record<string, boolean> {
  return Object.fromEntries(CARD_GATEWAYS.map((g) => [g.code, g.cscRequired]));
}

/** EMV 3-D Secure challenge window sizes in pixels (FullScreen has none). */
const WINDOW_PIXELS: Record<ChallengeWindowSize, [number, number] | null> = {
  Small: [250, 400],
  Medium: [390, 400],
  Large: [500, 600],
  ExtraLarge: [600, 400],
  FullScreen: null,
};

export const DEFAULT_WINDOW_SIZE: ChallengeWindowSize = 'Medium';

export function challengeWindow(url: string, size: ChallengeWindowSize): CardChallenge {
  const pixels = WINDOW_PIXELS[size];
  return { url, windowSize: size, width: pixels?.[0] ?? null, height: pixels?.[1] ?? null };
}
