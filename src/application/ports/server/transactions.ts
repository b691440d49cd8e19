/**
 * A unit of work (issue 30 §1; docs/adr/0094): a use case that reads and writes in several steps
 * runs them in one transaction through the `Ports` handed to `work`, which are bound to it. The
 * domain decides what changes; the ports only read and store. Committed when `work` resolves,
 * rolled back, everything with it, when it throws.
 *
 * `work` may run more than once: a transaction the store aborted for another's sake (a deadlock, a
 * serialization failure; docs/adr/0084) is run again from the start, so `work` keeps its effects
 * inside `Ports` and reads the time before it starts. A failing store throws.
 */
export interface Transactions<Ports> {
  inTransaction<T>(work: (ports: Ports) => Promise<T>): Promise<T>;
}
