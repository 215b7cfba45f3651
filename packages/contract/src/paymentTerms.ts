/**
 * The payment words funds and purchases share (shop-core §3, §5, §9): payment codes, fund
 * verification labels, challenge window sizes and the browser data a card challenge needs.
 */
/** Payment codes (shop-core §3). */
export const PAYMENT_CODES = ['ap', 'bp', 'cc', 'bd', 'dd', 'gp', 'pl', 'td'] as const;
export type PaymentCode = (typeof PAYMENT_CODES)[number];

/** Fund verification labels (shop-core §3). */
export const FUND_VERIFICATION_LABELS = ['Failed Verification', 'Pending Verification', 'Unverified', 'Verified'] as const;
export type FundVerification = (typeof FUND_VERIFICATION_LABELS)[number];

/** "Challenge window sizes: Small, Medium, Large, ExtraLarge, FullScreen" (shop-core §9). */
export const CHALLENGE_WINDOW_SIZES = ['Small', 'Medium', 'Large', 'ExtraLarge', 'FullScreen'] as const;
export type ChallengeWindowSize = (typeof CHALLENGE_WINDOW_SIZES)[number];

/** "Card colour depth is normalised to the nearest of 1, 4, 8, 15, 16, 24, 32, 48" (shop-core §5). */
export const COLOUR_DEPTHS = [1, 4, 8, 15, 16, 24, 32, 48] as const;
export type ColourDepth = (typeof COLOUR_DEPTHS)[number];

/** What the browser tells the card gateway for a challenge. */
export interface BrowserInfo {
  colourDepth: ColourDepth;
  screenWidth: number;
  screenHeight: number;
  /** The window the client can show; the server answers with the one it picked. */
  challengeWindowSize: ChallengeWindowSize;
  language?: string;
  timeZoneOffset?: number;
}
