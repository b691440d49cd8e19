import type { RememberedSignIn } from '#domain/account/sign-in-form';

/** Where the login dialog keeps what remember me keeps for the next visit (storefront §4 Login; docs/adr/0031). */
export interface RememberedSignIns {
  read(): RememberedSignIn | null;
  /** Keeps `remembered`, or forgets what was kept when null. */
  keep(remembered: RememberedSignIn | null): void;
  /**
   * Whether a session was opened in this browser and not known to have ended since: only then is
   * the API asked who is signed in, so that a visitor's pages ask nothing the API refuses (docs/adr/0130).
   */
  sessionHinted(): boolean;
  /** Notes that a session was opened here (true), or ended or was refused (false). */
  hintSession(open: boolean): void;
}
