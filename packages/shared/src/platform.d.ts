// The contract is checked on its own against the ES library only. Where it runs, the server (Node) and the browser
// both have an AbortSignal; this is the part of it the contract names, for that check alone: neither the server's
// nor the web's type check includes this file.
interface AbortSignal {
  readonly aborted: boolean;
  throwIfAborted(): void;
}
