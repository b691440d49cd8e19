// What the abuse limits answer when they refuse (issue 8; ADR 0038): 429 with Retry-After.

/** Too many requests from this address, or for this client, in the current window. */
export interface RateLimited {
  readonly _tag: 'RateLimited';
  readonly code: 'RATE.LIMITED';
  /** Whole seconds until the window ends, at least 1. */
  readonly retryAfterSeconds: number;
}

export const rateLimited = (retryAfterSeconds: number): RateLimited => ({
  _tag: 'RateLimited',
  code: 'RATE.LIMITED',
  retryAfterSeconds,
});
