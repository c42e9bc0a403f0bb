import type { Db } from '../../db/client.ts';
import { transactional } from '../../lib/transactional.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { AuditService } from '../audit/index.ts';
import type { MessagesService } from '../messages/index.ts';
import type { ResumesService } from '../resumes/index.ts';
import type { TalentsService } from '../talents/index.ts';
import { bidClientAccess } from './client-access.ts';
import { bidManagement } from './management.ts';
import { bidShortlist } from './shortlist.ts';

export type BidsDeps = {
  db: Db;
  /** Every administrator's write is recorded with it, in the same transaction (ADR 0101). */
  audit: AuditService;
  /** Engineers must be enabled job seekers (accounts area). */
  accounts: Pick<AccountsService, 'findByIds'>;
  /** Engineers' resumes: who has one, open or closed, and the whole resume (resumes area). */
  resumes: Pick<ResumesService, 'getOwnResume' | 'talentFacts' | 'withTx'>;
  /** Engineers are asked before a closed resume is shown, and told when a client can see them (ADR 0123). */
  messages: Pick<MessagesService, 'withTx'>;
  /** The engineer picker searches the talent pool exactly as HRs do. */
  talents: Pick<TalentsService, 'search'>;
};

/**
 * Bids (ADR 0123): the administrators' shortlists (management.ts), the client's code check and resume reads
 * (client-access.ts) and the engineers' side of a shortlist (shortlist.ts), one service on one database handle.
 */
export function createBidsService(deps: BidsDeps) {
  return transactional(deps.db, (db) => {
    const shortlist = bidShortlist(db, deps);
    return {
      ...bidClientAccess(db, deps, shortlist),
      ...shortlist.calls,
      ...bidManagement(db, deps, shortlist),
    };
  });
}

export type BidsService = ReturnType<typeof createBidsService>;
