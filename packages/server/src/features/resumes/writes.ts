import { RESUME_LIST_MAX } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { lockSeekerWrites } from '../../lib/seeker-lock.ts';
import type { AccountsService } from '../accounts/index.ts';
import { createResumesRepository, type ResumesRepository } from './repository.ts';
import type { ResumesDeps } from './service.ts';

/** The refusal of each list at its cap. */
const LIST_FULL = {
  projects: 'resumeProjectsFull',
  majors: 'resumeMajorsFull',
  certificates: 'resumeCertificatesFull',
  certificatePhotos: 'resumeCertificatePhotosFull',
  projectImages: 'resumeProjectImagesFull',
} as const;

/** How every write to a seeker's resume is made; the document, its entries and its files all write through it. */
export function resumeWrites(db: Db, { accounts, events }: Pick<ResumesDeps, 'accounts' | 'events'>) {
  /**
   * The seeker's writes take turns: the transaction takes their lock before touching a row (lib/seeker-lock.ts), so
   * racing writes that lock the resume, the account and the talent pool's row in different orders wait instead of
   * deadlocking.
   */
  const inTurn = <T>(userId: number, work: (tx: Db) => Promise<T>) =>
    db.transaction(async (tx) => {
      await lockSeekerWrites(tx, userId);
      return work(tx);
    });

  return {
    /**
     * The resume rows and the account change together (a nickname is saved with the resume form); every write to
     * `userId`'s resume goes through here, in the seeker's turn, and tells the talent pool in the same transaction.
     */
    inTransaction: <T>(userId: number, work: (tx: ResumesRepository, txAccounts: AccountsService) => Promise<T>) =>
      inTurn(userId, async (tx) => {
        const result = await work(createResumesRepository(tx), accounts.withTx(tx));
        await events?.emit('resume.changed', { userId, tx });
        return result;
      }),

    /** The avatar lives on the account (which tells the talent pool itself), written in the seeker's turn too. */
    setAvatar: (userId: number, url: string) => inTurn(userId, (tx) => accounts.withTx(tx).setAvatar(userId, url)),

    /**
     * Refuses one more entry of a list already at its cap (RESUME_LIST_MAX). Called in the seeker's turn, so racing
     * adds count one after another and the list never grows past it.
     */
    async assertRoom(tx: ResumesRepository, list: keyof typeof LIST_FULL, userId: number) {
      const max = RESUME_LIST_MAX[list];
      if ((await tx.countOf(list, userId)) >= max) throw badRequest(LIST_FULL[list], { max });
    },
  };
}

export type ResumeWrites = ReturnType<typeof resumeWrites>;
