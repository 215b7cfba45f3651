import type { ReactNode } from 'react';
import type { ProgramConfig } from '@drawkit/sdk';
import type { DailyWinnersNavigation } from './dailyWinnersLinks';

/** The terms link (`termsAndConditionsTranslationId`) and the footer disclaimer of the programme config. */
export function ProgrammeFooter({ config, nav }: { config: ProgramConfig; nav: DailyWinnersNavigation }): ReactNode {
  const terms = `${nav.termsHref ?? '/about/terms-and-conditions'}#${encodeURIComponent(config.termsAndConditionsTranslationId)}`;
  return (
    <footer className="drawkit-dw-footer drawkit-stack">
      <a href={terms}>{config.programName} terms and conditions</a>
      <p>{config.footer.disclaimerText}</p>
    </footer>
  );
}
