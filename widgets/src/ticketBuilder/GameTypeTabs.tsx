import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { GameType } from '@drawkit/sdk';

export interface GameTypeTabsProps {
  gameTypes: readonly GameType[];
  selected: string;
  onSelect: (key: GameType['key']) => void;
  /** Id of the panel the tabs control. */
  panelId: string;
}

/** The offer's game types as tabs in the spec's order; arrows, Home and End move between them. */
export function GameTypeTabs({ gameTypes, selected, onSelect, panelId }: GameTypeTabsProps): ReactNode {
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = gameTypes.length - 1;
    const target = ({ ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last } as Record<string, number>)[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = target < 0 ? last : target > last ? 0 : target;
    const type = gameTypes[next];
    if (!type) return;
    onSelect(type.key);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div ref={listRef} role="tablist" aria-label="Game type" className="drawkit-tabs">
      {gameTypes.map((type, index) => (
        <button
          key={type.key}
          type="button"
          role="tab"
          className="drawkit-tab"
          aria-selected={type.key === selected}
          aria-controls={panelId}
          tabIndex={type.key === selected ? 0 : -1}
          onClick={() => onSelect(type.key)}
          onKeyDown={(e) => onKeyDown(e, index)}
        >
          {type.name}
        </button>
      ))}
    </div>
  );
}
