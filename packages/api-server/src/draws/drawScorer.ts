/**
 * Scores a draw's tickets fast and exactly as scoreGameLines does. What a game wins depends only
 * on how each of its sets is played (gameLines' SetPlay): one line's match count, or a system's
 * or covered set's (numbers played, numbers hit). So each game is reduced to that key with the
 * draw's numbers held in sets made once per draw, and each distinct key is scored once, by
 * scoreSetPlays itself, with its JSON written once: a draw of 100,000 standard Super Jackpot
 * tickets has a few dozen distinct keys among its 400,000 games. The scorer also adds up each
 * division's winning lines, as the results table needs them.
 */
import type { GameNumbers, NumberSet } from '@drawkit/contract';
import type { LotteryDrawRules } from './drawRules';
import { hypergeometricLines, scoreSetPlays, type SetPlay } from './gameLines';
import { countMatches, type Matching } from './scoreGame';

/** One game's score, with what the result row and the division winners need of it. */
export interface ScoredGame {
  division: number | null;
  wins: readonly { division: number; lines: number }[];
  /** JSON of the game's entry in ticket_results.matches, .divisions and .winning_lines (escaped). */
  matchesJson: string;
  divisionJson: string;
  winsJson: string;
  /** Lines in the shared-pool division, and what the other winning lines pay. */
  sharedLines: number;
  fixedCents: number;
}

/** A ticket's result row as scoreDraw writes it (the JSON columns as text, escaped). */
export interface ScoredTicket {
  matchesJson: string;
  divisionsJson: string;
  winningLinesJson: string;
  bestDivision: number | null;
  sharedGames: number;
  fixedCents: number;
}

export interface DrawScorer {
  scoreTicket(games: readonly GameNumbers[], matching: Matching): ScoredTicket;
  /** Winning lines per division over every ticket scored so far. */
  readonly winners: Map<number, number>;
  /** How many distinct ways of playing a game were scored (each once). */
  readonly distinctPlays: number;
}

interface SetOfDraw {
  set: NumberSet;
  drawn: readonly number[];
  drawnSet: ReadonlySet<number>;
  /** The distinct drawn numbers within the set's range: what a system's picks can hit. */
  inRange: ReadonlySet<number>;
}

/**
 * `shared`: the division sharing the prize pool (scoreDraw's rule), or null. `escapeJson` is applied
 * to each game's JSON once, when its play is first scored (scoreDraw escapes for COPY there): a
 * ticket's JSON is its games' joined with `[`, `,` and `]`, which no escaping changes.
 */
export function createDrawScorer(
  rules: LotteryDrawRules,
  results: Record<string, number[]>,
  shared: number | null,
  escapeJson: (json: string) => string = (json) => json,
): DrawScorer {
  const sets: SetOfDraw[] = rules.numberSets.map((set) => {
    const drawn = results[set.name] ?? [];
    return {
      set,
      drawn,
      drawnSet: new Set(drawn),
      inRange: new Set(drawn.filter((n) => n !== null && n >= set.min && n <= set.max)),
    };
  });
  const fixedAmount = new Map(rules.divisions.map((d) => [d.division, d.amountCents ?? 0]));
  const scored = new Map<string, ScoredGame>();
  const winners = new Map<number, number>();
  // Per set of the game being scored: lines' pool and hits, or (pool -1) one line's matches.
  const pools: number[] = sets.map(() => 0);
  const hits: number[] = sets.map(() => 0);

  /** Fills pools/hits for one game as gameLines.setLines and matchGame would play it; returns its key. */
  function keyOf(game: GameNumbers, matching: Matching): string {
    let key = '';
    for (let i = 0; i < sets.length; i += 1) {
      const { set, drawn, drawnSet, inRange } = sets[i] as SetOfDraw;
      const picks = game[set.name];
      let pool = -1;
      let hit: number;
      if (matching === 'any' && set.unique && (picks === undefined || picks.length === 0)) {
        // Covered: every value of the set's range is played.
        pool = set.max - set.min + 1;
        hit = inRange.size;
      } else if (matching === 'any' && set.unique && (picks as readonly (number | null)[]).length > set.count) {
        const played = new Set<number>();
        for (const pick of picks as readonly (number | null)[]) if (pick !== null) played.add(pick);
        pool = played.size;
        hit = 0;
        for (const pick of played) if (inRange.has(pick)) hit += 1;
      } else {
        hit = countMatches(matching, picks ?? [], drawn, drawnSet);
      }
      pools[i] = pool;
      hits[i] = hit;
      key += pool < 0 ? `${hit},` : `${pool}/${hit},`;
    }
    return key;
  }

  function scoreGame(game: GameNumbers, matching: Matching): ScoredGame {
    const key = keyOf(game, matching);
    const known = scored.get(key);
    if (known) return known;
    const plays: SetPlay[] = sets.map(({ set }, i) => {
      const pool = pools[i] as number;
      return pool < 0 ? (hits[i] as number) : hypergeometricLines(pool, hits[i] as number, set.count);
    });
    const score = scoreSetPlays(rules.numberSets, rules.divisions, plays);
    let sharedLines = 0;
    let fixedCents = 0;
    for (const { division, lines } of score.wins) {
      if (division === shared) sharedLines += lines;
      else fixedCents += (fixedAmount.get(division) ?? 0) * lines;
    }
    const entry: ScoredGame = {
      division: score.division,
      wins: score.wins,
      matchesJson: escapeJson(JSON.stringify(score.matches)),
      divisionJson: escapeJson(JSON.stringify(score.division)),
      winsJson: escapeJson(JSON.stringify(score.wins)),
      sharedLines,
      fixedCents,
    };
    scored.set(key, entry);
    return entry;
  }

  return {
    winners,
    get distinctPlays() {
      return scored.size;
    },
    scoreTicket(games, matching) {
      let matchesJson = '[';
      let divisionsJson = '[';
      let winningLinesJson = '[';
      let bestDivision: number | null = null;
      let sharedGames = 0;
      let fixedCents = 0;
      for (let g = 0; g < games.length; g += 1) {
        const game = scoreGame(games[g] as GameNumbers, matching);
        const comma = g === 0 ? '' : ',';
        matchesJson += comma + game.matchesJson;
        divisionsJson += comma + game.divisionJson;
        winningLinesJson += comma + game.winsJson;
        if (game.division === null) continue;
        if (bestDivision === null || game.division < bestDivision) bestDivision = game.division;
        // Every winning line counts: a system or Powerhit game can win several divisions at once.
        for (const { division, lines } of game.wins) winners.set(division, (winners.get(division) ?? 0) + lines);
        sharedGames += game.sharedLines;
        fixedCents += game.fixedCents;
      }
      return {
        matchesJson: `${matchesJson}]`,
        divisionsJson: `${divisionsJson}]`,
        winningLinesJson: `${winningLinesJson}]`,
        bestDivision,
        sharedGames,
        fixedCents,
      };
    },
  };
}
