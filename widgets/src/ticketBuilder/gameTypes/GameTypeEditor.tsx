import type { ReactNode } from 'react';
import { entryPrice, type GameOffer, type GameType } from '@drawkit/sdk';
import { Money } from '../../ui/Money';
import { TicketEditor, type TicketEditorProps } from '../TicketEditor';
import { gameShape } from './gameShape';

/** What a game type asks of the shopper, in a sentence or two. */
function GameTypeIntro({ gameType, gameOffer }: { gameType: GameType; gameOffer: GameOffer }): ReactNode {
  const numbers = gameOffer.numberSets.find((s) => s.name === 'Numbers');
  switch (gameType.key) {
    case 'reduced_system':
      return (
        <p>
          System {gameOffer.systemSize ?? numbers?.count}: pick {gameOffer.systemSize ?? numbers?.count} numbers; every combination of them is played.
        </p>
      );
    case 'mega_combo':
      return <p>{gameOffer.combo?.description ?? 'A super combo'}: we pick every number. Choose how many combos to play.</p>;
    case 'powerhit_super_combo':
      return (
        <p>
          {gameOffer.combo?.description ?? 'A Powerhit super combo'}: we pick every number and every Powerball is covered (PH). Choose how many
          combos to play.
        </p>
      );
    case 'powerpik_system':
      return (
        <p>
          Powerpik System {gameOffer.systemSize ?? numbers?.count}: pick {gameOffer.systemSize ?? numbers?.count} numbers; every combination of them
          is played and we pick the Powerball (PP).
        </p>
      );
    case 'powerhit':
      return <p>Powerhit: pick your Numbers only; every Powerball is covered (PH).</p>;
    case 'powerpik': {
      return (
        <div>
          <p>Powerpik: pick your Numbers; we pick the Powerball for each entry (PP).</p>
          <ul className="drawkit-price-list" aria-label="Price by entries">
            {gameOffer.prices.map((p) => {
              const price = entryPrice(gameOffer, p.games);
              return (
                <li key={p.games}>
                  {p.games} entries: {price ? <Money value={price} /> : null}
                </li>
              );
            })}
          </ul>
        </div>
      );
    }
    case 'strike_boxed':
      return <p>Boxed: your numbers win in any order.</p>;
    case 'strike_standard':
    case 'sequential':
      return <p>Your numbers must come up in the order you pick them.</p>;
    case 'random':
      return <p>Random: we pick every number for you.</p>;
    case 'deferred':
      return <p>Subscription: choose your draw days and for how many weeks; it renews until you cancel.</p>;
    default:
      return null;
  }
}

/** The lottery game types beyond standard (systems, combos, Powerhit, Powerpik and their combos and systems, random, subscriptions, boxed). */
export default function GameTypeEditor(props: TicketEditorProps): ReactNode {
  const shape = gameShape(props.gameType.key, props.gameOffer);
  const { coveredSets } = props.gameOffer;
  return (
    <TicketEditor
      {...props}
      shape={shape}
      intro={<GameTypeIntro gameType={props.gameType} gameOffer={props.gameOffer} />}
      {...(shape.entryCounts.length > 0
        ? {
            // "A lottery with a per-entry price list uses the entry count": counts come from the list.
            countControl: (count: number, onChange: (count: number) => void) => (
              <label className="drawkit-row">
                <span className="drawkit-field-label">Entries</span>
                <select className="drawkit-input" value={count} onChange={(e) => onChange(Number(e.target.value))}>
                  {shape.entryCounts.map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
            ),
          }
        : {})}
      afterGrids={shape.placeholderSets.map((name) => (
        <p key={name} className="drawkit-placeholder">
          <span className="drawkit-ball drawkit-ball--placeholder" aria-hidden="true">
            {shape.placeholder}
          </span>{' '}
          {name}: {coveredSets?.includes(name) ? `every ${name} is covered` : 'picked for you'}
        </p>
      ))}
    />
  );
}
