import type { Result } from 'neverthrow';

/** The human check could not give a token: its script is not loaded, or it refused. */
export interface HumanCheckUnavailable {
  readonly _tag: 'HumanCheckUnavailable';
  readonly message: string;
}

/**
 * The storefront's side of the invisible human check (booking-wizard §5, §7: action 'submit'): a
 * token proving a person is booking, which the server verifies (the server's `HumanCheck` port).
 * A development adapter stands in until the payments-and-trust issue brings the real check.
 */
export interface HumanCheckTokens {
  /** A fresh token for `action`. */
  execute(action: 'submit'): Promise<Result<string, HumanCheckUnavailable>>;
  /** The default token sent when the check cannot run twice in a row; null where the site accepts none. */
  readonly fallbackToken: string | null;
}
