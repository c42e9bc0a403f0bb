/**
 * The one way a service joins an outer transaction: every service is built on a database handle and
 * `service.withTx(tx)` answers the same service running on `tx`, so one request can write across areas
 * atomically (`db.transaction(async (tx) => { await accounts.withTx(tx).setNickName(...); ... })`).
 * A method that opens its own transaction on a bound service gets a savepoint inside the outer one.
 */
export type Transactional<S, D> = S & { withTx(tx: D): Transactional<S, D> };

export function transactional<S extends object, D>(db: D, build: (db: D) => S): Transactional<S, D> {
  const bind = (on: D): Transactional<S, D> => Object.assign(build(on), { withTx: bind });
  return bind(db);
}
