import { describe, expect, it } from 'vitest';
import { browserInfo, challengeWindowSizeFor, normaliseColourDepth } from '../cardChallenge';

describe('card challenge browser data', () => {
  it('"Card colour depth is normalised to the nearest of 1, 4, 8, 15, 16, 24, 32, 48"', () => {
    for (const depth of [1, 4, 8, 15, 16, 24, 32, 48]) expect(normaliseColourDepth(depth)).toBe(depth);
    expect(normaliseColourDepth(0)).toBe(1);
    expect(normaliseColourDepth(2)).toBe(1);
    expect(normaliseColourDepth(3)).toBe(4);
    expect(normaliseColourDepth(10)).toBe(8);
    expect(normaliseColourDepth(18)).toBe(16);
    expect(normaliseColourDepth(20)).toBe(24);
    expect(normaliseColourDepth(30)).toBe(32);
    expect(normaliseColourDepth(38)).toBe(32);
    expect(normaliseColourDepth(64)).toBe(48);
  });

  it('takes the deeper depth halfway between two, and 24 when the depth is unknown', () => {
    expect(normaliseColourDepth(28)).toBe(32);
    expect(normaliseColourDepth(6)).toBe(8);
    expect(normaliseColourDepth(undefined)).toBe(24);
    expect(normaliseColourDepth(Number.NaN)).toBe(24);
  });

  it('asks for the widest challenge window of Small, Medium, Large, ExtraLarge that fits, else FullScreen', () => {
    expect(challengeWindowSizeFor(1280)).toBe('ExtraLarge');
    expect(challengeWindowSizeFor(600)).toBe('Large');
    expect(challengeWindowSizeFor(500)).toBe('Medium');
    expect(challengeWindowSizeFor(320)).toBe('Small');
    expect(challengeWindowSizeFor(300)).toBe('FullScreen');
    expect(challengeWindowSizeFor(undefined)).toBe('Medium');
  });

  it('reads the screen, normalising its colour depth', () => {
    expect(browserInfo({ screen: { colorDepth: 30, width: 1920, height: 1080 }, innerWidth: 1000, navigator: { language: 'en-AU' } })).toMatchObject({
      colourDepth: 32,
      screenWidth: 1920,
      screenHeight: 1080,
      challengeWindowSize: 'ExtraLarge',
      language: 'en-AU',
    });
  });
});
