import type { TalentCard } from '@app/shared';
import { and, asc, count, desc, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { talentIndex } from '../../db/schema/index.ts';
import { countUpTo } from '../../lib/capped-count.ts';
import { holdsAll, type SearchRequest, searchPage } from '../../lib/search/index.ts';
import { lockSeekerWrites } from '../../lib/seeker-lock.ts';
import { talentsSource } from './search-sql.ts';
import type { TalentRow } from './talent-row.ts';

/** Every query on talent_index (the talents area owns it). */
export function createTalentsRepository(db: Db) {
  async function cards(ids: number[]): Promise<TalentCard[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ id: talentIndex.userId, card: talentIndex.card, star: talentIndex.star })
      .from(talentIndex)
      .where(inArray(talentIndex.userId, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row?.card ? [{ id, ...row.card, star: row.star }] : [];
    });
  }

  return {
    cards,

    /** One page of a search and its total, exact up to SEARCH_TOTAL_CAP (lib/search). */
    async search(request: SearchRequest, offset: number, limit: number) {
      const found = await searchPage(db, talentsSource(), request, { offset, limit });
      return { cards: await cards(found.ids), total: found.total, capped: found.capped };
    },

    /** The most complete listed resumes, recently updated first (talent_index_hot_idx). */
    async hot(limit: number): Promise<TalentCard[]> {
      const rows = await db
        .select({ id: talentIndex.userId })
        .from(talentIndex)
        .where(sql`${talentIndex.listed}`)
        .orderBy(desc(talentIndex.star), desc(talentIndex.updatedAt), desc(talentIndex.userId))
        .limit(limit);
      return cards(rows.map((r) => r.id));
    },

    /**
     * Writes the rows; `touch` stamps them as changed now (the seeker changed something), otherwise an existing
     * row keeps its time (a catalogue rename or a rebuild is not the seeker's change).
     */
    async upsert(rows: TalentRow[], touch: boolean) {
      if (rows.length === 0) return;
      const values = touch ? rows.map((row) => ({ ...row, updatedAt: sql`now()` })) : rows;
      const from = (column: string) => sql.raw(`excluded.${column}`);
      await db
        .insert(talentIndex)
        .values(values)
        .onConflictDoUpdate({
          target: talentIndex.userId,
          set: {
            listed: from('listed'),
            stale: false,
            nickName: from('nick_name'),
            address: from('address'),
            card: from('card'),
            star: from('star'),
            searchTokens: from('search_tokens'),
            nameTokens: from('name_tokens'),
            ...(touch ? { updatedAt: sql`now()` } : {}),
          },
        });
    },

    async remove(ids: number[]) {
      if (ids.length) await db.delete(talentIndex).where(inArray(talentIndex.userId, ids));
    },

    /** Rows waiting for their first build (migration 0008), oldest id first. */
    async staleIds(limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: talentIndex.userId })
        .from(talentIndex)
        .where(sql`${talentIndex.stale}`)
        .orderBy(asc(talentIndex.userId))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /** Ids of the rows holding a token (a catalogue entry's facet), in id order after `afterId`. */
    async idsHolding(token: string, afterId: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: talentIndex.userId })
        .from(talentIndex)
        .where(and(holdsAll(talentIndex.searchTokens, [token]), gt(talentIndex.userId, afterId)))
        .orderBy(asc(talentIndex.userId))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    /**
     * Serialises the rebuilds of one talent until the transaction ends: two writes of the same seeker in parallel
     * (a major and a project) each rebuild after the other's commit, so neither overwrites the row with a view that
     * misses the other's change. The seeker's resume writes took the same lock first (lib/seeker-lock.ts).
     */
    lockTalent: (userId: number) => lockSeekerWrites(db, userId),

    /** Listed rows holding a token (a catalogue entry's facet): exact up to SEARCH_TOTAL_CAP, through the token index. */
    countHolding: (token: string) =>
      countUpTo(
        db,
        { table: talentIndex, id: talentIndex.userId },
        and(sql`${talentIndex.listed}`, holdsAll(talentIndex.searchTokens, [token])),
      ),

    /** Listed rows per value of one facet (`major:3` counts under '3'): one pass over the pool, for periodic tasks. */
    async countPerFacet(facet: string): Promise<Map<string, number>> {
      const prefix = `${facet}:`;
      const tokens = db
        .select({ token: sql<string>`unnest(${talentIndex.searchTokens})`.as('token') })
        .from(talentIndex)
        .where(sql`${talentIndex.listed}`)
        .as('tokens');
      const rows = await db
        .select({ token: tokens.token, n: count() })
        .from(tokens)
        .where(sql`starts_with(${tokens.token}, ${prefix})`)
        .groupBy(tokens.token);
      return new Map(rows.map((r) => [r.token.slice(prefix.length), r.n]));
    },

    /** The statistics the search plans by (ADR 0090); PGlite has no autovacuum. */
    analyze: () => db.execute(sql`analyze talent_index`),
  };
}
