import { useId, useState, type ReactNode } from 'react';
import type { Draw, GameOffer, GameType, ProductOffer } from '@drawkit/sdk';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { lazyPart } from '../ui/lazyPart';
import { optionsSummary, type TicketOptions } from './ticketOptions';

// The panel (draw choice, draws, days and weeks, autoplay) and its fields and CSS load when the
// shopper opens it: the partner page's first download (issue 2's 40 KB) has only this summary.
const OptionsPanel = lazyPart(() => import('./options/OptionsPanel'), <Spinner label="Loading draw options" />);
const preload = () => void OptionsPanel.preload().catch(() => undefined);

export interface DrawOptionsProps {
  offer: ProductOffer;
  gameType: GameType;
  gameOffer: GameOffer;
  /** The offer's draws on sale, soonest first. */
  draws: readonly Draw[];
  /** The draw the options start the ticket in. */
  chosenDraw: Draw | undefined;
  options: TicketOptions;
  onChange: (next: Partial<TicketOptions>) => void;
}

/**
 * The ticket's draw options as one line ("Next Available Draw: draw 1501, ...; 1 draw") and a
 * "Change draw options" button (`aria-expanded`, described by the line) that shows the panel.
 * Where the lottery has selectable days a day must be chosen, so the panel starts open.
 */
export function DrawOptions({ offer, gameType, gameOffer, draws, chosenDraw, options, onChange }: DrawOptionsProps): ReactNode {
  const selectableDays = offer.selectableDays ?? 0;
  const [open, setOpen] = useState(selectableDays !== 0);
  const id = useId();
  return (
    <div className="drawkit-section drawkit-stack">
      <div className="drawkit-row">
        <span id={`${id}-summary`}>{optionsSummary(options, chosenDraw, selectableDays)}</span>
        <Button
          variant="link"
          aria-expanded={open}
          aria-controls={id}
          aria-describedby={`${id}-summary`}
          onClick={() => setOpen(!open)}
          // Fetch the panel as the shopper heads for the button.
          onPointerEnter={preload}
          onFocus={preload}
        >
          Change draw options
        </Button>
      </div>
      <div id={id} hidden={!open}>
        {open ? (
          <OptionsPanel offer={offer} gameType={gameType} gameOffer={gameOffer} draws={draws} options={options} onChange={onChange} />
        ) : null}
      </div>
    </div>
  );
}
