import r2wc from '@r2wc/react-to-web-component';
import type { DailyWinnersHostProps } from './DailyWinnersHost';
import { lazyHost } from './lazyHost';

// The programme is a chunk of its own: nothing of it is in <drawkit-purchase>'s first download.
const DailyWinnersHost = lazyHost<DailyWinnersHostProps>(() => import('./DailyWinnersHost'));

/** `<drawkit-daily-winners partner="demo-partner">`: the daily-winners programme, with joining and unlocking. */
export interface DrawkitDailyWinnersElement extends HTMLElement {
  /** The partner whose page this is (attribute `partner`); its sign-in is shared with its other elements. */
  partner: string | undefined;
  /** The app key (attribute `app-key`); defaults to the partner slug, else the storefront's. */
  appKey: string | undefined;
  /** The Drawkit server's origin (attribute `api-origin`); defaults to the origin of the script. */
  apiOrigin: string | undefined;
}

// r2wc's class is registered as it is: a subclass would add nothing but bytes to the first download.
export const DrawkitDailyWinnersElement = r2wc(DailyWinnersHost, {
  shadow: 'open',
  props: { partner: 'string', appKey: 'string', apiOrigin: 'string' },
}) as unknown as { new (): DrawkitDailyWinnersElement; prototype: DrawkitDailyWinnersElement };
