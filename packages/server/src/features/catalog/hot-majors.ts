import type { HotMajorLevel } from '@app/shared';

/** A major's figures before ranking. */
export type MajorFigures = { id: number; jobCount: number; talentCount: number; growth: number };

export type RankedMajor = MajorFigures & { rank: number; score: number; level: HotMajorLevel };

/** The share of the scored majors (score above 0) that is 'hot', and that is 'hot' or 'rising' (ADR 0108). */
const HOT_SHARE = 0.2;
const RISING_SHARE = 0.5;

/**
 * A major's score (ADR 0108): open demand weighs most (3 per recruiting job), then the talents holding it (1 each),
 * then momentum (2 per job more than in the 30 days before; a decline does not lower the score below its base).
 */
const scoreOf = (f: MajorFigures) => 3 * f.jobCount + f.talentCount + 2 * Math.max(f.growth, 0);

/**
 * Ranks majors given in catalogue order: highest score first, then more recruiting jobs, then the catalogue order.
 * Of the majors scoring above 0, the first fifth (at least one) are 'hot', the rest of the first half 'rising';
 * every other major is 'steady'.
 */
export function rankHotMajors(figures: MajorFigures[]): RankedMajor[] {
  const scored = figures.map((f, order) => ({ ...f, score: scoreOf(f), order }));
  scored.sort((a, b) => b.score - a.score || b.jobCount - a.jobCount || a.order - b.order);
  const positive = scored.filter((f) => f.score > 0).length;
  const hotUntil = Math.ceil(positive * HOT_SHARE);
  const risingUntil = Math.ceil(positive * RISING_SHARE);
  return scored.map(({ order: _order, ...f }, i) => {
    const rank = i + 1;
    const level: HotMajorLevel =
      f.score <= 0 ? 'steady' : rank <= hotUntil ? 'hot' : rank <= risingUntil ? 'rising' : 'steady';
    return { ...f, rank, level };
  });
}
