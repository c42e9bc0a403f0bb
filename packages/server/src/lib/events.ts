/**
 * A small in-process, typed event hook for reactions across areas (a catalogue rename re-tokenises jobs,
 * a disabled account ...). Events are emitted INSIDE the writing transaction and every payload carries
 * that `tx`: handlers write on it, run one after another in the order they subscribed, and a handler's
 * error is logged and rolls the whole change back (a reaction is never lost nor half applied). Handlers
 * therefore only touch the database; anything outside it waits for an outbox.
 */
export type EventMap = Record<string, object>;
type EventHandler<P> = (payload: P) => Promise<void> | void;

/** What an emitting area needs (it never sees who listens). */
export type Emitter<M extends EventMap> = {
  emit<K extends keyof M & string>(name: K, payload: M[K]): Promise<void>;
};

export type Events<M extends EventMap> = Emitter<M> & {
  on<K extends keyof M & string>(name: K, handler: EventHandler<M[K]>): void;
};

export type EventsOptions = {
  /** Called with a failing handler's error before it is rethrown. */
  onError?: (error: unknown, name: string) => void;
};

export function createEvents<M extends EventMap>(options: EventsOptions = {}): Events<M> {
  const handlers = new Map<string, EventHandler<never>[]>();
  return {
    on(name, handler) {
      handlers.set(name, [...(handlers.get(name) ?? []), handler as EventHandler<never>]);
    },
    async emit(name, payload) {
      for (const handler of handlers.get(name) ?? []) {
        try {
          await (handler as EventHandler<typeof payload>)(payload);
        } catch (error) {
          options.onError?.(error, name);
          throw error;
        }
      }
    },
  };
}
