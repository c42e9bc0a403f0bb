import {
  type GrantOilBody,
  type GrantOilResult,
  OIL_MESSAGE_TYPES,
  type OilLedgerEntry,
  type OilReason,
  type StandardsPaging,
} from '@app/shared';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { pageOffset } from '../../lib/paging.ts';
import { transactional } from '../../lib/transactional.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { AuditActor, AuditService } from '../audit/index.ts';
import type { MessagesService } from '../messages/index.ts';
import { bilingual } from './notifications.ts';
import { presentLedgerEntry } from './presenter.ts';
import { createOilRepository } from './repository.ts';

export type OilDeps = {
  db: Db;
  /** Owns users.crude_num: the balance changes only through its conditional update. */
  accounts: AccountsService;
  messages: MessagesService;
  /** The zh names of standards (the standards service), for the ledger's purchases. */
  standardNames: (ids: number[]) => Promise<Map<number, string>>;
  /** An administrator's grant, deduction or setting commits with its audit entry (ADR 0101). */
  audit: Pick<AuditService, 'withTx'>;
};

/** What a balance change is recorded as. */
type OilChange = {
  reason: OilReason;
  note?: string;
  standardId?: number | null;
  adminId?: number | null;
};

/**
 * The oil credit (docs/architecture.md#data, ADR 0099): a balance changes only here, in one transaction with its ledger
 * row, through one conditional update that can never take it below 0.
 */
export function createOilService(deps: OilDeps) {
  return transactional(deps.db, (db) => oilService(db, deps));
}

function oilService(db: Db, deps: OilDeps) {
  const balanceOn = async (on: Db, userId: number) => (await deps.accounts.withTx(on).findById(userId))?.crudeNum ?? 0;
  const balanceOf = (userId: number) => balanceOn(db, userId);

  /**
   * Adds `amount` (negative: takes) and writes the ledger row, in one transaction (a savepoint inside the caller's):
   * the balance after, or null when the user is unknown or the balance would leave its range (nothing written).
   */
  function changeOn(on: Db, userId: number, amount: number, what: OilChange): Promise<number | null> {
    return on.transaction(async (tx) => {
      const balance = await deps.accounts.withTx(tx).changeCrude(userId, amount);
      if (balance === null) return null;
      await createOilRepository(tx).insert({ userId, amount, balanceAfter: balance, ...what });
      return balance;
    });
  }
  const change = (userId: number, amount: number, what: OilChange) => changeOn(db, userId, amount, what);

  /** Sets the sign-up grant on `on`; answers the amount before (read locked) and after. */
  function setSignupGrantOn(on: Db, amount: number): Promise<{ before: number; after: number }> {
    return on.transaction(async (tx) => {
      const repo = createOilRepository(tx);
      const before = await repo.signupGrant({ lock: true });
      await repo.setSignupGrant(amount);
      return { before, after: amount };
    });
  }

  /** The grant or deduction itself on `on` (a savepoint inside it); the user is told. Never below 0. */
  async function grantOn(on: Db, admin: { id: number }, body: GrantOilBody): Promise<GrantOilResult> {
    const user = await deps.accounts.withTx(on).findById(body.user_id);
    if (!user) throw notFound('userIdMissing');
    return on.transaction(async (tx) => {
      const reason: OilReason = body.amount > 0 ? 'admin_grant' : 'admin_deduct';
      const what = { reason, note: body.reason, adminId: admin.id };
      const balance = await changeOn(tx, body.user_id, body.amount, what);
      if (balance === null) {
        if (body.amount > 0) throw badRequest('oilBalanceTooLarge');
        throw badRequest('oilDeductTooLarge', { balance: await balanceOn(tx, body.user_id), amount: -body.amount });
      }
      const key = body.amount > 0 ? 'notifyOilGranted' : 'notifyOilDeducted';
      await deps.messages.withTx(tx).notify({
        userId: body.user_id,
        senderId: admin.id,
        messageType: OIL_MESSAGE_TYPES.granted,
        ...bilingual(key, { amount: Math.abs(body.amount), reason: body.reason, balance }),
      });
      return { balance };
    });
  }

  return {
    change,
    balance: balanceOf,

    /** The oil a new account gets at registration (an administrator's setting; 0: none). */
    signupGrant: () => createOilRepository(db).signupGrant(),

    /** Sets the sign-up grant without an audit entry (tests); answers the amount before (read locked) and after. */
    setSignupGrant: (amount: number) => setSignupGrantOn(db, amount),

    /** An administrator sets the sign-up grant, with its audit entry; answers the new setting. */
    changeSignupGrant: (admin: AuditActor, amount: number): Promise<{ signup_grant: number }> =>
      deps.audit.withTx(db).write(admin, { action: 'oil.signup_grant', targetType: 'oil_settings' }, async (tx) => {
        const { before, after } = await setSignupGrantOn(tx, amount);
        return {
          result: { signup_grant: after },
          summary: `${before} -> ${after}`,
          before: { signup_grant: before },
          after: { signup_grant: after },
        };
      }),

    /**
     * The sign-up grant for an account just created, with its 'signup' ledger row, in the caller's transaction (the
     * registration's): the amount granted, 0 (nothing written) when the grant is off.
     */
    async grantSignup(userId: number): Promise<number> {
      const amount = await createOilRepository(db).signupGrant();
      if (amount === 0) return 0;
      const balance = await change(userId, amount, { reason: 'signup' });
      if (balance === null) throw new Error(`the sign-up grant could not be written for user ${userId}`);
      return amount;
    },

    /** Takes `price` for a purchase; 400 oilInsufficient (stating the balance and the price) when it is short. */
    async spend(userId: number, price: number, what: Omit<OilChange, 'reason'>): Promise<number> {
      const balance = await change(userId, -price, { ...what, reason: 'purchase' });
      if (balance === null) throw badRequest('oilInsufficient', { balance: await balanceOf(userId), price });
      return balance;
    },

    /**
     * An administrator grants (amount > 0) or deducts oil with a reason; the user is told. Never below 0. The balance
     * before, the change and its audit entry commit in one transaction (a refusal records nothing).
     */
    grant: (admin: AuditActor, body: GrantOilBody): Promise<GrantOilResult> =>
      deps.audit.withTx(db).write(admin, { action: 'user.oil', targetType: 'user' }, async (tx) => {
        const before = await balanceOn(tx, body.user_id);
        const granted = await grantOn(tx, admin, body);
        return {
          result: granted,
          targetId: body.user_id,
          summary: `${body.amount > 0 ? '+' : ''}${body.amount} ${body.reason}`,
          before: { crude_num: before },
          after: { crude_num: granted.balance, amount: body.amount, reason: body.reason },
        };
      }),

    /** The user's ledger, newest first. */
    async ledger(userId: number, paging: StandardsPaging): Promise<{ data: OilLedgerEntry[]; total: number }> {
      const { rows, total } = await createOilRepository(db).page(
        userId,
        pageOffset({ pn: paging.pn, p_size: paging.psize }),
        paging.psize,
      );
      const ids = [...new Set(rows.flatMap((r) => (r.standardId === null ? [] : [r.standardId])))];
      const names = ids.length ? await deps.standardNames(ids) : new Map<number, string>();
      return { data: rows.map((row) => presentLedgerEntry(row, names)), total };
    },

    /** Oil granted, spent on standards and deducted by administrators, all time (the admin dashboard). */
    async totals() {
      const rows = await createOilRepository(db).totals();
      const of = (reason: OilReason) => Math.abs(rows.find((row) => row.reason === reason)?.amount ?? 0);
      return { granted: of('signup') + of('admin_grant'), spent: of('purchase'), deducted: of('admin_deduct') };
    },
    daily: (days: number) => createOilRepository(db).daily(days),
  };
}

export type OilService = ReturnType<typeof createOilService>;
