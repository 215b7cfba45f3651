import type { ReactNode } from 'react';
import {
  recurringChoice,
  recurringOptionOf,
  type Draw,
  type GameOffer,
  type GameType,
  type ProductOffer,
} from '@drawkit/sdk';
import { CheckboxField, SelectField } from '../../ui/Field';
import type { TicketOptions } from '../ticketOptions';
import { choiceStyles } from '../../styles/choice';
import { useAdoptedStyles } from '../../styles/useAdoptedStyles';
import { DaysChoice } from './DaysChoice';
import { DrawChoice } from './DrawChoice';

/** Most draws a multi-draw ticket covers from this panel. */
const MAX_DRAWS = 10;

export interface OptionsPanelProps {
  offer: ProductOffer;
  gameType: GameType;
  gameOffer: GameOffer;
  draws: readonly Draw[];
  options: TicketOptions;
  onChange: (next: Partial<TicketOptions>) => void;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The ticket's draw choice (next available or forward draws), multi-draw or days and weeks,
 * and autoplay where the offer's recurring availability allows it. The ticket editor loads it
 * when the shopper opens the draw options (favourite numbers sit by the grids).
 */
export default function OptionsPanel({
  offer,
  gameType,
  gameOffer,
  draws,
  options,
  onChange,
}: OptionsPanelProps): ReactNode {
  const stylesRef = useAdoptedStyles(choiceStyles);
  const recurringOption = recurringOptionOf(offer, gameType);
  const recurring = recurringChoice(recurringOption);
  const selectableDays = offer.selectableDays ?? 0;
  const weekOptions = gameOffer.weekOptions ?? [1, 2, 3, 4];
  const drawCounts = Array.from({ length: Math.min(MAX_DRAWS, Math.max(1, draws.length - options.drawOffset)) }, (_, i) => i + 1);
  const subscription = recurringOption.type !== 'autoplay';

  return (
    <div ref={stylesRef} className="drawkit-stack drawkit-ticket-options">
      <DrawChoice draws={draws} drawOffset={options.drawOffset} onChange={(drawOffset) => onChange({ drawOffset, numDraws: 1 })} />
      {selectableDays ? (
        <>
          <DaysChoice
            selectableDays={selectableDays}
            days={options.days}
            onChange={(days) => onChange({ days })}
            error={(options.days & selectableDays) === 0 ? 'A day is required: choose at least one draw day.' : undefined}
          />
          <SelectField
            label={subscription ? 'Subscription length' : 'Weeks'}
            value={String(options.numWeeks)}
            onChange={(e) => onChange({ numWeeks: Number(e.target.value) })}
            options={weekOptions.map((w) => ({ value: String(w), label: plural(w, 'week') }))}
          />
        </>
      ) : !options.recurring ? (
        <SelectField
          label="Number of draws"
          value={String(options.numDraws)}
          onChange={(e) => onChange({ numDraws: Number(e.target.value) })}
          options={drawCounts.map((n) => ({ value: String(n), label: plural(n, 'draw') }))}
        />
      ) : null}
      {recurring.required ? (
        <p className="drawkit-muted">
          {subscription ? 'This is a subscription: it renews until you cancel it.' : 'Autoplay is always on for this game: your ticket is bought for every draw.'}
        </p>
      ) : recurring.offered ? (
        <CheckboxField
          label="Autoplay: buy this ticket for every draw"
          checked={options.recurring}
          onChange={(e) => onChange({ recurring: e.target.checked, numDraws: 1 })}
        />
      ) : null}
    </div>
  );
}
