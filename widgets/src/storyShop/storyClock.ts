/**
 * The stories run at the time their answers were recorded (the shop's fixed test clock), so a
 * draw the shop recorded as open is open in the story whatever day Storybook is opened. Only
 * `Date` moves; timers are untouched, and the clock runs on from that moment as a real one.
 */
const INSTALLED = Symbol.for('drawkit.storyClock');

export function installStoryClock(at: string): void {
  const RealDate: DateConstructor = globalThis.Date;
  if (INSTALLED in RealDate) return;
  const offset = new RealDate(at).getTime() - RealDate.now();
  class StoryDate extends RealDate {
    static readonly [INSTALLED] = true;
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string]));
    }
    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = StoryDate as unknown as DateConstructor;
}
