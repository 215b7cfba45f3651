import type { BrowserInfo, ChallengeWindowSize, ColourDepth } from '@drawkit/contract';
import { COLOUR_DEPTHS } from '@drawkit/contract';

/**
 * "Card colour depth is normalised to the nearest of 1, 4, 8, 15, 16, 24, 32, 48" (shop-core
 * §5). Halfway between two, the deeper one wins; anything unreadable is taken as 24 (the depth
 * of nearly every screen).
 */
export function normaliseColourDepth(depth: number | null | undefined): ColourDepth {
  if (typeof depth !== 'number' || !Number.isFinite(depth)) return 24;
  let nearest: ColourDepth = COLOUR_DEPTHS[0];
  for (const candidate of COLOUR_DEPTHS) {
    if (Math.abs(candidate - depth) <= Math.abs(nearest - depth)) nearest = candidate;
  }
  return nearest;
}

/** Widths of the challenge windows (EMV 3-D Secure: 250, 390, 500 and 600 px; then full screen). */
const WINDOW_WIDTHS: readonly [ChallengeWindowSize, number][] = [
  ['ExtraLarge', 600],
  ['Large', 500],
  ['Medium', 390],
  ['Small', 250],
];

/**
 * The challenge window a client asks for (shop-core §9: Small, Medium, Large, ExtraLarge,
 * FullScreen): the widest that fits the viewport with a margin, and full screen on a screen
 * narrower than the smallest window.
 */
export function challengeWindowSizeFor(viewportWidth: number | undefined): ChallengeWindowSize {
  if (viewportWidth === undefined || !Number.isFinite(viewportWidth)) return 'Medium';
  // The modal around the window takes 32 px each side.
  const room = viewportWidth - 64;
  return WINDOW_WIDTHS.find(([, width]) => width <= room)?.[0] ?? 'FullScreen';
}

interface ScreenLike {
  colorDepth?: number;
  width?: number;
  height?: number;
}

/** What the card gateway is told about the browser; empty-handed outside one. */
export function browserInfo(env: { screen?: ScreenLike; innerWidth?: number; navigator?: { language?: string } } = globalThis): BrowserInfo {
  const info: BrowserInfo = {
    colourDepth: normaliseColourDepth(env.screen?.colorDepth),
    screenWidth: Math.max(0, Math.round(env.screen?.width ?? 0)),
    screenHeight: Math.max(0, Math.round(env.screen?.height ?? 0)),
    challengeWindowSize: challengeWindowSizeFor(env.innerWidth),
  };
  if (env.navigator?.language) info.language = env.navigator.language.slice(0, 35);
  const offset = new Date().getTimezoneOffset();
  if (Number.isFinite(offset)) info.timeZoneOffset = offset;
  return info;
}
