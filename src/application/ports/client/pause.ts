/** Waiting before asking again (a 202's `Retry-After`): behind a port so use cases never sleep on a real clock under test. */
export interface Pause {
  wait(seconds: number): Promise<void>;
}
