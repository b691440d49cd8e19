/**
 * Whether a request comes from a person (booking-wizard §5: the invisible human check, action
 * `submit`). The development adapter accepts tokens by a documented rule (ADR 0018); the trust
 * issue plugs in the real verifier behind this port.
 */
export interface HumanCheck {
  /** True when `token` proves a person sent the request; null (no token) never does. */
  verify(token: string | null): Promise<boolean>;
}
