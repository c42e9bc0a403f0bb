/**
 * Callers that arrive while a run is in flight share its result instead of starting their own: 64 administrators
 * opening the dashboard at once cost one set of aggregates, not 64 queued on the pool. Nothing is kept once the run
 * settles (the next call starts afresh), so no answer is older than the moment its caller arrived by more than one
 * run's duration, and a failure reaches only the callers that shared it.
 */
export function sharedInFlight<T>(run: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= run().finally(() => {
      pending = null;
    });
    return pending;
  };
}
