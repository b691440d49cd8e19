import type { RememberedSignIn } from '#domain/account/sign-in-form';

/** Where the login dialog keeps what remember me keeps for the next visit (storefront §4 Login; docs/adr/0031). */
export interface RememberedSignIns {
  read(): RememberedSignIn | null;
  /** Keeps `remembered`, or forgets what was kept when null. */
  keep(remembered: RememberedSignIn | null): void;
}
