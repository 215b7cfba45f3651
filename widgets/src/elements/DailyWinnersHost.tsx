import type { ReactNode } from 'react';
import { DailyWinners } from '../dailyWinners/DailyWinners';
import { ElementHost } from './ElementHost';
import { parseDailyWinnersAttributes } from './parseDailyWinnersAttributes';

export interface DailyWinnersHostProps {
  partner?: string;
  appKey?: string;
  apiOrigin?: string;
  container?: HTMLElement | ShadowRoot;
}

/** The programme's config and open giveaways, with discovery. */
const membershipStartup = (): string => 'membership=true';

/**
 * What `<drawkit-daily-winners>` renders (a chunk loaded by the element on first render): the
 * programme, the customer's status and the current giveaways, with joining (signing in here
 * first) and unlocking. Links to the programme's other pages, the deposit page and the terms
 * open on the shop.
 */
export default function DailyWinnersHost({ container, ...raw }: DailyWinnersHostProps): ReactNode {
  return (
    <ElementHost attributes={parseDailyWinnersAttributes(raw)} container={container} startupReads={membershipStartup}>
      {(attributes) => (
        <DailyWinners
          basePath={`${attributes.apiOrigin}/daily-winners`}
          depositHref={`${attributes.apiOrigin}/deposit`}
          termsHref={`${attributes.apiOrigin}/about/terms-and-conditions`}
          joinMetadata={{ source: 'element', ...(attributes.partner ? { partner: attributes.partner } : {}) }}
        />
      )}
    </ElementHost>
  );
}
